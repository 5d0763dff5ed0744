import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { balances, fund, newTrader, place, quote, setPrice, type Trader } from '../trade/tradeFixtures.js';
import { ADMIN, IBANS, verify, withdrawToman } from '../wallet/walletFixtures.js';

// An operator who does not trust an account stops its withdrawals or, separately, its trading, with a note
// the person reads in every refusal; each stop and each lift is in the audit log with the operator.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await setPrice(ctx, '92150', '91000');
});
afterAll(async () => ctx?.close());

function freeze(payload: object, cookie = admin) {
  return call(ctx.app, 'adminFreezeAccount', {
    method: 'POST',
    url: '/api/admin/security/freeze',
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    payload,
  });
}

function lift(what: 'withdrawals' | 'trading', payload: object) {
  const [operationId, path] =
    what === 'withdrawals'
      ? (['adminLiftWithdrawalFreeze', 'lift-withdrawal-freeze'] as const)
      : (['adminLiftTradingFreeze', 'lift-trading-freeze'] as const);
  return call(ctx.app, operationId, {
    method: 'POST',
    url: `/api/admin/security/${path}`,
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(admin),
    payload,
  });
}

async function auditActions(email: string) {
  const rows = await ctx.db.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where(({ eb, ref }) => eb(ref('details', '->>').key('email' as never), '=', email))
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.action, (row.details as { note: string }).note]);
}

async function fundedTrader(email: string): Promise<Trader> {
  const trader = await newTrader(ctx, email);
  await verify(ctx, email);
  await fund(ctx, trader, 'IRT', '10000000');
  return trader;
}

describe("an operator's stops", () => {
  it('withdrawals: refused with the note, trading still open, then opened again', async () => {
    const trader = await fundedTrader('desk-stops-withdrawals@example.com');
    const note = 'Identity documents under review';
    const frozen = await freeze({ email: 'DESK-stops-withdrawals@example.com ', what: 'withdrawals', note });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toEqual({
      email: trader.email,
      what: 'withdrawals',
      frozen_at: ctx.clock.now().toISOString(),
    });
    const refused = await withdrawToman(
      ctx,
      trader.cookie,
      { amount: '1000000', iban: IBANS.parsian },
      {
        'idempotency-key': crypto.randomUUID(),
        'x-locale': 'en',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The desk has stopped withdrawals from this account. Its note: "Identity documents under review". Contact support to open them again.',
    );
    expect((await balances(ctx, trader.cookie)).IRT).toEqual({ available: '10000000', locked: '0' });
    // Trading is a separate stop.
    expect((await quote(ctx, trader, 'Buy', '1000000')).statusCode).toBe(201);

    expect((await freeze({ email: trader.email, what: 'withdrawals', note: 'again' })).statusCode).toBe(409);
    expect((await lift('withdrawals', { email: trader.email, note: 'Documents checked' })).statusCode).toBe(
      200,
    );
    const paid = await withdrawToman(ctx, trader.cookie, { amount: '1000000', iban: IBANS.parsian });
    expect(paid.statusCode).toBe(201);
    expect(await auditActions(trader.email)).toEqual([
      ['security.freezeWithdrawals', note],
      ['security.liftWithdrawalFreeze', 'Documents checked'],
    ]);
  });

  it('trading: quotes and a quote made before the stop are refused in the request language; nothing moves', async () => {
    const trader = await fundedTrader('desk-stops-trading@example.com');
    const earlier = await quote(ctx, trader, 'Buy', '1000000');
    expect(earlier.statusCode).toBe(201);
    expect((await freeze({ email: trader.email, what: 'trading', note: 'Unusual trades' })).statusCode).toBe(
      200,
    );

    const quoted = await quote(ctx, trader, 'Buy', '1000000', { 'x-locale': 'fa' });
    expect(quoted.statusCode).toBe(403);
    expect(quoted.json().message).toBe(
      'صرّاف خرید و فروش این حساب را متوقف کرده است. یادداشت صرّاف: «Unusual trades». برای بازکردن آن با پشتیبانی تماس بگیرید.',
    );
    const placed = await place(ctx, trader, 'Buy', earlier.json().id);
    expect(placed.statusCode).toBe(403);
    expect((await balances(ctx, trader.cookie)).IRT).toEqual({ available: '10000000', locked: '0' });
    // Withdrawals are a separate stop.
    expect(
      (await withdrawToman(ctx, trader.cookie, { amount: '1000000', iban: IBANS.parsian })).statusCode,
    ).toBe(201);

    expect((await lift('trading', { email: trader.email, note: 'Spoke to them' })).statusCode).toBe(200);
    const twice = await lift('trading', { email: trader.email, note: 'twice' });
    expect(twice.statusCode).toBe(409);
    // Its own words: the person's withdrawals are another matter.
    expect(twice.json().message).toBe("This account's trading is not stopped.");
    const again = await quote(ctx, trader, 'Buy', '1000000');
    expect((await place(ctx, trader, 'Buy', again.json().id)).statusCode).toBe(201);
    expect(await auditActions(trader.email)).toEqual([
      ['security.freezeTrading', 'Unusual trades'],
      ['security.liftTradingFreeze', 'Spoke to them'],
    ]);
  });

  it('needs a note and a known account; a trader may not stop anyone', async () => {
    const blank = await freeze({ email: 'desk-stops-withdrawals@example.com', what: 'trading', note: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['note']);
    const unknown = await freeze({ email: 'nobody@example.com', what: 'trading', note: 'why' });
    expect(unknown.statusCode).toBe(404);
    const trader = await newTrader(ctx, 'desk-stops-trader@example.com');
    const refused = await freeze({ email: trader.email, what: 'trading', note: 'why' }, trader.cookie);
    expect(refused.statusCode).toBe(403);
  });

  it('the database refuses a trading stop without its note', async () => {
    const stop = ctx.db.db
      .updateTable('users')
      .set({ trading_frozen_at: ctx.clock.now() })
      .where('email', '=', 'desk-stops-trader@example.com')
      .execute();
    await expect(stop).rejects.toThrow(/check constraint/);
  });
});
