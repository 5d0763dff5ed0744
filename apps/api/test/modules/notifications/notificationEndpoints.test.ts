import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import { notify } from '../../../src/modules/notifications/index.js';
import { buildTestApp, call, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { newTrader, type Trader } from '../trade/tradeFixtures.js';

let ctx: TestContext;
let sara: Trader;
let reza: Trader;
/** Sara's notification ids, oldest first. */
const ids: number[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  sara = await newTrader(ctx, 'sara@example.com');
  reza = await newTrader(ctx, 'reza@example.com');
  await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('id', '=', sara.id).execute();
  // Only the notifications below: the sign-up's own notice (the app turned on) is another test's.
  await ctx.db.db.deleteFrom('notifications').execute();
  // 31 notifications: one more than a page. Their params are those of notifications written before the
  // "filled" text named its figures: they read with the words they were written with.
  for (let n = 1; n <= 31; n += 1) {
    await withTransaction(ctx.db.db, (trx) =>
      notify(trx, {
        userId: sara.id,
        kind: 'order_filled',
        params: { id: String(n) },
        link: `/orders/${n}/details`,
        at: ctx.clock.now(),
      }),
    );
    ctx.clock.advanceSeconds(1);
  }
  await withTransaction(ctx.db.db, (trx) =>
    notify(trx, { userId: reza.id, kind: 'verification_approved', link: '/profile', at: ctx.clock.now() }),
  );
  const rows = await ctx.db.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', sara.id)
    .orderBy('id')
    .execute();
  ids.push(...rows.map((row) => Number(row.id)));
});
afterAll(async () => ctx?.close());

const list = (who: Trader, query = '') =>
  call(ctx.app, 'listNotifications', {
    method: 'GET',
    url: `/api/notifications${query}`,
    cookies: session(who.cookie),
  });

const unread = async (who: Trader) =>
  (
    await call(ctx.app, 'getUnreadNotificationCount', {
      method: 'GET',
      url: '/api/notifications/unread-count',
      cookies: session(who.cookie),
    })
  ).json().count;

const markRead = (who: Trader, id: number, locale = 'en') =>
  call(ctx.app, 'markNotificationRead', {
    method: 'POST',
    url: `/api/notifications/${id}/read`,
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(who.cookie),
  });

const markAll = (who: Trader) =>
  call(ctx.app, 'markAllNotificationsRead', {
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: XHR,
    cookies: session(who.cookie),
  });

describe('the list', () => {
  it("shows only the reader's own, newest first, 30 a page", async () => {
    const first = await list(sara);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 30,
      total: 31,
      from: 1,
      to: 30,
    });
    expect(first.json().data.map((n: { id: number }) => n.id)).toEqual(ids.slice(1).reverse());
    expect(first.json().data[0]).toEqual({
      id: ids[30],
      kind: 'order_filled',
      title: 'Order filled',
      body: 'Your order #31 was filled.',
      link: '/orders/31/details',
      read_at: null,
      created_at: expect.any(String),
    });
    const second = await list(sara, '?page=2');
    expect(second.json().data.map((n: { id: number }) => n.id)).toEqual([ids[0]]);
    expect((await list(reza)).json().data).toEqual([
      expect.objectContaining({ kind: 'verification_approved', title: 'هویت شما تأیید شد' }),
    ]);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await call(ctx.app, 'listNotifications', { method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('opening one marks it read once, lowers the unread count and leaves the unread list', async () => {
    expect(await unread(sara)).toBe(31);
    const opened = await markRead(sara, ids[30]!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: ids[30], read_at: ctx.clock.now().toISOString() });
    const firstRead = opened.json().read_at;
    ctx.clock.advanceSeconds(60);
    expect((await markRead(sara, ids[30]!)).json().read_at).toBe(firstRead);
    expect(await unread(sara)).toBe(30);
    const unreadOnly = await list(sara, '?unread=1');
    expect(unreadOnly.json().meta.total).toBe(30);
    expect(unreadOnly.json().data.map((n: { id: number }) => n.id)).not.toContain(ids[30]);
  });

  it("another person's notification, or one that does not exist, is not found (404) and stays unread", async () => {
    const foreign = await markRead(reza, ids[0]!);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification not found.');
    expect((await markRead(reza, 999_999, 'fa')).json().message).toBe('اعلان پیدا نشد.');
    expect(await unread(sara)).toBe(30);
  });

  it("marking all read answers how many were unread, and only the reader's", async () => {
    const all = await markAll(sara);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ count: 30 });
    expect(await unread(sara)).toBe(0);
    expect((await markAll(sara)).json()).toEqual({ count: 0 });
    expect(await unread(reza)).toBe(1);
  });
});
