import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, deskStockOf, houseBalance } from '../../../src/modules/ledger/index.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { ADMIN } from '../wallet/walletFixtures.js';

// Money in and out of the desk's stock: one operator proposes, another approves (issue 26's maker-checker).
const DESK = { email: 'desk@example.com', password: 'sarraf-desk' } as const;
const headers = (locale = 'en') => ({ ...XHR, 'x-locale': locale, 'idempotency-key': randomUUID() });

describe(`treasury moves (${TEST_DB})`, () => {
  let ctx: TestContext;
  let maker: string;
  let checker: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ deskStock: false });
    maker = (await loginAs(ctx.app, ADMIN)).cookie!;
    checker = (await loginAs(ctx.app, DESK)).cookie!;
  });
  afterAll(async () => ctx?.close());

  const propose = (cookie: string, payload: object, extra = headers()) =>
    call(ctx.app, 'adminProposeTreasuryMove', {
      method: 'POST',
      url: '/api/admin/treasury/moves',
      headers: extra,
      cookies: session(cookie),
      payload,
    });
  const approve = (cookie: string, id: number, extra = headers()) =>
    call(ctx.app, 'adminApproveTreasuryMove', {
      method: 'POST',
      url: `/api/admin/treasury/moves/${id}/approve`,
      headers: extra,
      cookies: session(cookie),
    });
  const reject = (cookie: string, id: number, reason: string) =>
    call(ctx.app, 'adminRejectTreasuryMove', {
      method: 'POST',
      url: `/api/admin/treasury/moves/${id}/reject`,
      headers: headers(),
      cookies: session(cookie),
      payload: { reason },
    });
  const stock = async (cookie: string) =>
    (
      await call(ctx.app, 'adminGetDeskStock', {
        method: 'GET',
        url: '/api/admin/treasury/stock',
        cookies: session(cookie),
      })
    ).json().data;

  it('a proposal moves nothing; its proposer cannot approve it; a second operator does, once, and the Tether is stock', async () => {
    expect(await stock(maker)).toEqual([
      { currency: 'IRT', balance: '0', reserved: '0', floor: '0', available: '0' },
      { currency: 'USDT', balance: '0', reserved: '0', floor: '0', available: '0' },
    ]);
    const proposed = await propose(maker, {
      currency: 'USDT',
      direction: 'in',
      amount: '2500.25',
      note: 'Bought from the liquidity provider',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const move = proposed.json();
    expect(move).toMatchObject({
      currency: 'USDT',
      direction: 'in',
      amount: '2500.25',
      status: 'pending',
      proposed_by: { email: 'admin@example.com' },
      decided_by: null,
    });
    expect((await deskStockOf(ctx.db.db, 'USDT')).balance).toBe('0');

    const own = await approve(maker, move.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another operator must approve or refuse a move you proposed.');

    // A double tap on Approve: one key, one transfer, the same answer twice.
    const tap = headers();
    const [first, second] = await Promise.all([
      approve(checker, move.id, tap),
      approve(checker, move.id, tap),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ status: 'approved', decided_by: { email: 'desk@example.com' } });
    expect(await stock(checker)).toContainEqual({
      currency: 'USDT',
      balance: '2500.25',
      reserved: '0',
      floor: '0',
      available: '2500.25',
    });
    expect(await houseBalance(ctx.db.db, 'hot_wallet', 'USDT')).toBe('-2500.25');

    const again = await approve(checker, move.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This treasury move has already been decided.');
    const { rows } = await sql<{ action: string; actor: string }>`
      SELECT a.action, u.email AS actor FROM audit_log a JOIN users u ON u.id = a.actor_id
       WHERE a.subject_type = 'treasury_move' AND a.subject_id = ${String(move.id)} ORDER BY a.id`.execute(
      ctx.db.db,
    );
    expect(rows).toEqual([
      { action: 'treasury.propose', actor: 'admin@example.com' },
      { action: 'treasury.approve', actor: 'desk@example.com' },
    ]);
  });

  it('taking out more than the stock holds is refused at approval with what it can pay; a rejection moves nothing', async () => {
    const out = (
      await propose(checker, { currency: 'USDT', direction: 'out', amount: '3000', note: 'Settle' })
    ).json();
    const refused = await approve(maker, out.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The desk can pay out at most 2,500.25 USDT right now. Enter a smaller amount or try again later.',
    );
    expect((await deskStockOf(ctx.db.db, 'USDT')).balance).toBe('2500.25');

    const rejected = await reject(maker, out.id, 'More than we hold');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_note: 'More than we hold' });
    expect((await reject(maker, out.id, 'again')).statusCode).toBe(409);

    const fits = (
      await propose(checker, { currency: 'USDT', direction: 'out', amount: '500.25', note: 'Settle' })
    ).json();
    expect((await approve(maker, fits.id)).statusCode).toBe(200);
    expect((await deskStockOf(ctx.db.db, 'USDT')).balance).toBe('2000');
    const listed = await call(ctx.app, 'adminListTreasuryMoves', {
      method: 'GET',
      url: '/api/admin/treasury/moves?status=pending',
      cookies: session(maker),
    });
    expect(listed.json().meta.total).toBe(0);
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });

  it('bad input is a 422 in the request language; a trader cannot see or move the stock', async () => {
    const toman = await propose(
      maker,
      { currency: 'IRT', direction: 'in', amount: '10.5', note: 'x' },
      headers('fa'),
    );
    expect(toman.statusCode).toBe(422);
    expect(toman.json().errors.amount).toHaveLength(1);
    const blank = await propose(maker, { currency: 'IRT', direction: 'in', amount: '10', note: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['note']);
    const trader = (await loginAs(ctx.app)).cookie!;
    const denied = await call(ctx.app, 'adminGetDeskStock', {
      method: 'GET',
      url: '/api/admin/treasury/stock',
      cookies: session(trader),
    });
    expect(denied.statusCode).toBe(403);
  });

  it('the database itself refuses a move decided by its own proposer', async () => {
    const move = (
      await propose(maker, { currency: 'IRT', direction: 'in', amount: '1000', note: 'Top up' })
    ).json();
    const admin = await ctx.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE treasury_moves SET status = 'rejected', decided_by = ${admin.id}, decided_at = proposed_at,
                 decision_note = 'self' WHERE id = ${move.id}`.execute(ctx.db.db),
    ).rejects.toMatchObject({ constraint: 'treasury_moves_four_eyes' });
  });
});
