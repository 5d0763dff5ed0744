import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import { notify, SECURITY_NOTICE_KINDS } from '../../../src/modules/notifications/index.js';
import { cancelExpiredApprovals } from '../../../src/modules/trade/index.js';
import { chainDepositCrediter } from '../../../src/modules/wallet/creditChainDeposit.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart } from '../../helpers/multipart.js';
import {
  ADMIN,
  decide,
  deskDecides,
  fund,
  newTrader,
  setPrice,
  trade,
  quote,
  place,
  type Trader,
} from '../trade/tradeFixtures.js';
import {
  ADDRESSES,
  IBANS,
  approve,
  fundToman,
  key,
  verify,
  withdrawToman,
} from '../wallet/walletFixtures.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await setPrice(ctx, '100000', '99000');
});
afterAll(async () => ctx?.close());

/** A new person whose stored language is `locale` (Persian is everyone's default). */
async function person(email: string, locale: 'fa' | 'en'): Promise<Trader> {
  const trader = await newTrader(ctx, email);
  await ctx.db.db.updateTable('users').set({ locale }).where('id', '=', trader.id).execute();
  return trader;
}

async function notificationsOf(who: Trader) {
  const response = await call(ctx.app, 'listNotifications', {
    method: 'GET',
    url: '/api/notifications',
    cookies: session(who.cookie),
  });
  expect(response.statusCode).toBe(200);
  const list = response.json().data as Array<{
    kind: string;
    title: string;
    body: string;
    link: string | null;
  }>;
  // What the account's security tells its owner (the app turned on, a withdrawal requested) has its own
  // tests (auth/securityNotices); these are about money and orders.
  return list.filter((n) => !(SECURITY_NOTICE_KINDS as readonly string[]).includes(n.kind));
}

const texts = (list: Awaited<ReturnType<typeof notificationsOf>>) =>
  list.map(({ kind, title, body, link }) => ({ kind, title, body, link }));

describe('wallet events', () => {
  it('an approved Toman deposit notifies its owner once, in Persian digits and words', async () => {
    const reza = await person('reza@example.com', 'fa');
    await verify(ctx, reza.email);
    await fundToman(ctx, reza.cookie, admin, '1000000');
    const deposit = await ctx.db.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', reza.id)
      .executeTakeFirstOrThrow();
    expect(texts(await notificationsOf(reza))).toEqual([
      {
        kind: 'deposit_approved',
        title: 'واریز تأیید شد',
        body: 'واریز ۱٬۰۰۰٬۰۰۰ تومان تأیید شد و به موجودی شما افزوده شد.',
        link: `/cash-withdraw/IRT/${deposit.id}`,
      },
    ]);
  });

  it('a paid and a rejected withdrawal each notify once, in English for an English reader', async () => {
    const sara = await person('sara.wallet@example.com', 'en');
    await verify(ctx, sara.email);
    await fundToman(ctx, sara.cookie, admin, '2000000');
    const paid = await withdrawToman(ctx, sara.cookie, { amount: '1000000', iban: IBANS.melli });
    expect((await approve(ctx, admin, paid.json().id, { tracking_id: '140312345678' })).statusCode).toBe(200);
    const refused = await withdrawToman(ctx, sara.cookie, { amount: '500000', iban: IBANS.melli });
    const rejected = await call(ctx.app, 'adminRejectWalletTransaction', {
      method: 'POST',
      url: `/api/admin/wallet/transactions/${refused.json().id}/reject`,
      headers: { ...XHR, ...key() },
      cookies: session(admin),
      payload: { reason: 'The IBAN holder is not the account holder.' },
    });
    expect(rejected.statusCode).toBe(200);

    expect(texts(await notificationsOf(sara)).slice(0, 2)).toEqual([
      {
        kind: 'withdraw_rejected',
        title: 'Withdrawal rejected',
        body: 'Your withdrawal of 500,000 IRT was rejected and the amount returned to your balance. Reason: The IBAN holder is not the account holder.',
        link: `/cash-withdraw/IRT/${refused.json().id}`,
      },
      {
        kind: 'withdraw_paid',
        title: 'Withdrawal paid',
        body: 'Your withdrawal of 1,000,000 IRT has been paid.',
        link: `/cash-withdraw/IRT/${paid.json().id}`,
      },
    ]);
  });

  it('a Tether deposit credited from the chain notifies once, and a second sighting of it not again', async () => {
    const nima = await person('nima@example.com', 'fa');
    await ctx.db.db
      .insertInto('deposit_addresses')
      .values({
        user_id: nima.id,
        network: 'tron',
        derivation_index: 900,
        address: ADDRESSES.first,
        created_at: ctx.clock.now(),
      })
      .execute();
    const deposit = {
      txHash: 'a'.repeat(64),
      logIndex: 0,
      address: ADDRESSES.first,
      userId: nima.id,
      amount: '12.5',
      blockNumber: 100,
      blockTimestamp: ctx.clock.now(),
    };
    const credit = chainDepositCrediter(ctx.db.db, ctx.clock.now);
    expect(await credit(deposit)).toBe(true);
    expect(await credit(deposit)).toBe(false);
    expect(texts(await notificationsOf(nima))).toEqual([
      {
        kind: 'deposit_approved',
        title: 'واریز تأیید شد',
        body: 'واریز ۱۲٫۵ تتر تأیید شد و به موجودی شما افزوده شد.',
        link: expect.stringMatching(/^\/cash-withdraw\/IRT\/[0-9]+$/),
      },
    ]);
  });
});

describe('verification results', () => {
  async function submit(who: Trader): Promise<number> {
    const body = await multipart({
      first_name: 'Sara Ahmadi',
      national_code: '0012345679',
      birth_date: '1990-01-01',
      gender: 'female',
      mobile: '+989121234567',
      national_card_front: { name: 'card.jpg', type: 'image/jpeg', data: FIXTURES.jpeg },
      live_video: { name: 'me.mp4', type: 'video/mp4', data: FIXTURES.mp4 },
    });
    const response = await call(ctx.app, 'submitIndividualVerification', {
      method: 'POST',
      url: '/api/user/update',
      headers: { ...XHR, ...body.headers },
      cookies: session(who.cookie),
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  const review = (id: number, decision: 'approve' | 'reject', payload?: object) =>
    call(ctx.app, decision === 'approve' ? 'adminApproveVerification' : 'adminRejectVerification', {
      method: 'POST',
      url: `/api/admin/verifications/${id}/${decision}`,
      headers: XHR,
      cookies: session(admin),
      ...(payload ? { payload } : {}),
    });

  it('a rejection (with its reason) and then an approval each notify once', async () => {
    const leila = await person('leila@example.com', 'fa');
    expect((await review(await submit(leila), 'reject', { reason: 'عکس کارت خوانا نیست' })).statusCode).toBe(
      200,
    );
    expect((await review(await submit(leila), 'approve')).statusCode).toBe(200);
    expect(texts(await notificationsOf(leila))).toEqual([
      {
        kind: 'verification_approved',
        title: 'هویت شما تأیید شد',
        body: 'اطلاعات هویتی شما تأیید شد و اکنون می‌توانید از همهٔ امکانات صراف استفاده کنید.',
        link: '/profile',
      },
      {
        kind: 'verification_rejected',
        title: 'احراز هویت رد شد',
        body: 'اطلاعات هویتی شما تأیید نشد. دلیل: عکس کارت خوانا نیست. لطفاً اطلاعات را اصلاح کنید و دوباره بفرستید.',
        link: '/profile',
      },
    ]);
  });
});

describe('order events', () => {
  /** An order above the approval limit (1,000,000,000 Toman), placed and waiting. */
  async function awaiting(who: Trader): Promise<number> {
    const quoted = await quote(ctx, who, 'Buy', '2000000000');
    expect(quoted.json().approval_required).toBe(true);
    const placed = await place(ctx, who, 'Buy', quoted.json().id);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().id;
  }

  it('an order below the limit notifies once that it filled', async () => {
    const ali = await person('ali@example.com', 'fa');
    await fund(ctx, ali, 'IRT', '1000000');
    const order = await trade(ctx, ali, 'Buy', '1000000');
    expect(texts(await notificationsOf(ali))).toEqual([
      {
        kind: 'order_filled',
        title: 'سفارش انجام شد',
        // What was bought and for how much (the fee included in what was paid).
        // The order's number is an identifier: Latin digits, isolated in the Persian sentence.
        body: `سفارش شمارهٔ \u2066${order.id}\u2069 شما انجام شد: ۱٬۰۰۰٬۰۰۰ تومان پرداخت کردید و ۹٫۹۹ تتر دریافت کردید.`,
        link: `/orders/${order.id}/details`,
      },
    ]);
  });

  it('above the limit: waiting, then "your answer is needed", then filled, one notification each', async () => {
    const sara = await person('sara.orders@example.com', 'en');
    await fund(ctx, sara, 'IRT', '2000000000');
    const id = await awaiting(sara);
    expect((await deskDecides(ctx, admin, 'approve', id)).statusCode).toBe(200);
    expect((await decide(ctx, sara, 'approve', id)).statusCode).toBe(200);
    const link = `/orders/${id}/details`;
    expect(texts(await notificationsOf(sara))).toEqual([
      {
        kind: 'order_filled',
        title: 'Order filled',
        // At the desk's final figures, not the quote's.
        body: `Your order #${id} was filled: you paid 1,999,999,999 IRT and received 19,980 USDT.`,
        link,
      },
      {
        kind: 'order_awaiting_answer',
        title: 'Your answer is needed',
        body: `The desk approved order #${id} with its final price and quantity. Accept or decline it before the deadline.`,
        link,
      },
      {
        kind: 'order_awaiting_approval',
        title: 'Order awaiting approval',
        body: `Order #${id} is above the instant trading limit and will be filled after the desk approves it. Its amount is set aside until then.`,
        link,
      },
    ]);
  });

  it('cancelled by the desk, or by its deadline: one notification each; declined by the person: none', async () => {
    const omid = await person('omid@example.com', 'en');
    await fund(ctx, omid, 'IRT', '6000000000');
    const refused = await awaiting(omid);
    expect((await deskDecides(ctx, admin, 'reject', refused)).statusCode).toBe(200);
    const declined = await awaiting(omid);
    expect((await decide(ctx, omid, 'reject', declined)).statusCode).toBe(200);
    const expired = await awaiting(omid);
    // The sweep runs a day later (the deadline); the clock stays, so the sessions stay fresh.
    const dayLater = new Date(ctx.clock.now().getTime() + 1440 * 60_000);
    expect((await cancelExpiredApprovals(ctx.db.db, dayLater)).cancelled).toEqual([String(expired)]);

    const cancellations = (await notificationsOf(omid)).filter((n) => n.kind !== 'order_awaiting_approval');
    expect(texts(cancellations)).toEqual([
      {
        kind: 'order_expired',
        title: 'Order expired',
        body: `The time to approve order #${expired} passed and it was cancelled. The amount set aside is back in your balance.`,
        link: `/orders/${expired}/details`,
      },
      {
        kind: 'order_rejected',
        title: 'Order cancelled',
        body: `The desk declined order #${refused} and it was cancelled. The amount set aside is back in your balance.`,
        link: `/orders/${refused}/details`,
      },
    ]);
  });
});

it('a decision rolled back leaves no notification behind', async () => {
  const kian = await person('kian@example.com', 'en');
  await expect(
    withTransaction(ctx.db.db, async (trx) => {
      await notify(trx, {
        userId: kian.id,
        kind: 'order_filled',
        params: { id: '1' },
        link: null,
        at: ctx.clock.now(),
      });
      throw new Error('the decision failed after notifying');
    }),
  ).rejects.toThrow('the decision failed');
  expect(await notificationsOf(kian)).toEqual([]);
});
