import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { setAccountLimit } from '../../helpers/accountLimits.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { setOrderBounds } from '../markets/marketFixtures.js';
import { ADMIN, fund, newTrader, place, quote, setPrice, type Trader } from '../trade/tradeFixtures.js';
import {
  declareDeposit,
  deskBankAccountId,
  IBANS,
  key,
  verify,
  withdrawToman,
} from '../wallet/walletFixtures.js';

// Limits per person (issue 26): by account type, or an operator's own amounts for one person; a day is a
// Tehran day and a month a Persian month in Tehran. The test clock starts on 2030-01-01 08:00 UTC, 11:30 on
// 12 Dey 1408 in Tehran.
const NEXT_TEHRAN_DAY = '2030-01-01T20:30:00.000Z';
/** 1 Bahman 1408, midnight in Tehran (checked against the platform's Persian calendar in tehranCalendar.test). */
const NEXT_PERSIAN_MONTH = '2030-01-19T20:30:00.000Z';

describe(`a person's limits (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  let sara: Trader;
  beforeAll(async () => {
    ctx = await buildTestApp({ deskStock: { IRT: '100000000000', USDT: '1000000' } });
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
    await setPrice(ctx, '100000', '99000');
    sara = await newTrader(ctx, 'sara-limits@example.com');
    await verify(ctx, sara.email);
    await fund(ctx, sara, 'IRT', '50000000');
    await fund(ctx, sara, 'USDT', '1000');
  });
  afterAll(async () => ctx?.close());

  const myLimits = async (who: Trader) => {
    const response = await call(ctx.app, 'getMyLimits', {
      method: 'GET',
      url: '/api/limits',
      cookies: session(who.cookie),
    });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      (response.json().data as Array<{ kind: string }>).map((limit) => [limit.kind, limit]),
    ) as Record<string, Record<string, unknown>>;
  };
  const setOwn = (payload: object, locale = 'en') =>
    call(ctx.app, 'adminSetPersonLimit', {
      method: 'PUT',
      url: '/api/admin/limits',
      headers: { ...XHR, 'x-locale': locale },
      cookies: session(admin),
      payload,
    });

  it("starts from an individual's amounts, nothing used, with when the day and the month start again", async () => {
    const limits = await myLimits(sara);
    expect(Object.keys(limits).sort()).toEqual([
      'irt_deposit',
      'irt_withdrawal',
      'trade_value',
      'usdt_withdrawal',
    ]);
    expect(limits.trade_value).toEqual({
      kind: 'trade_value',
      currency: 'IRT',
      daily: '10000000000',
      monthly: '100000000000',
      used_today: '0',
      used_this_month: '0',
      remaining_today: '10000000000',
      remaining_this_month: '100000000000',
      day_resets_at: NEXT_TEHRAN_DAY,
      month_resets_at: NEXT_PERSIAN_MONTH,
      own: false,
    });
    expect(limits.usdt_withdrawal).toMatchObject({ currency: 'USDT', daily: '10000', monthly: '100000' });
  });

  it('refuses a quote over the day, naming the limit, what remains and when it starts again (en and fa)', async () => {
    await setAccountLimit(ctx.app, admin, {
      account_type: 'individual',
      kind: 'trade_value',
      daily: '3000000',
      monthly: '4000000',
    });
    const bought = await quote(ctx, sara, 'Buy', '2000000');
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await place(ctx, sara, 'Buy', bought.json().id)).statusCode).toBe(201);
    const over = await quote(ctx, sara, 'Buy', '1000001', { 'x-locale': 'en' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([
      'This order is over your daily trading limit of 3,000,000 Toman: you can trade 1,000,000 Toman more today. The limit starts again on 2 January 2030 at 00:00, Tehran time.',
    ]);
    const overFa = await quote(ctx, sara, 'Buy', '1000001', { 'x-locale': 'fa' });
    expect(overFa.json().errors.amount[0]).toMatch(/^این سفارش از سقف روزانهٔ معاملهٔ شما/);
    expect(overFa.json().errors.amount[0]).toContain('۱۳ دی ۱۴۰۸');
    expect((await myLimits(sara)).trade_value).toMatchObject({
      used_today: '2000000',
      remaining_today: '1000000',
      remaining_this_month: '2000000',
    });
  });

  it('counts a sell at its gross Toman value, and checks again at placement: two quotes, one fits', async () => {
    // 10 USDT sold at 99,000: 990,000 Toman gross; 1,000,000 remain today.
    const first = await quote(ctx, sara, 'Sell', '10');
    const second = await quote(ctx, sara, 'Sell', '10');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await place(ctx, sara, 'Sell', first.json().id)).statusCode).toBe(201);
    const refused = await place(ctx, sara, 'Sell', second.json().id, { ...key(), 'x-locale': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount[0]).toMatch(/you can trade 10,000 Toman more today/);
    expect((await myLimits(sara)).trade_value).toMatchObject({ used_today: '2990000' });
  });

  it('lets the month bind when it leaves less than the day, and a new day does not refill the month', async () => {
    ctx.clock.advanceSeconds(24 * 60 * 60);
    // A day idle ends a session: both log in again.
    sara.cookie = (
      await loginAs(ctx.app, { email: sara.email, password: 'correct horse battery staple' })
    ).cookie!;
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    const limits = (await myLimits(sara)).trade_value;
    // 2,990,000 of the month's 4,000,000 used yesterday: today's 3,000,000 is capped by the month's 1,010,000.
    expect(limits).toMatchObject({ used_today: '0', used_this_month: '2990000', remaining_today: '1010000' });
    const over = await quote(ctx, sara, 'Buy', '1010001', { 'x-locale': 'en' });
    expect(over.json().errors.amount).toEqual([
      'This order is over your monthly trading limit of 4,000,000 Toman: you can trade 1,010,000 Toman more this month. The limit starts again on 20 January 2030 at 00:00, Tehran time.',
    ]);
  });

  it("gives one person their own amounts (audited, with a note), and takes them back to the account type's", async () => {
    const noNote = await setOwn({
      email: sara.email,
      kind: 'trade_value',
      override: { daily: '50000000', monthly: '60000000' },
      note: '  ',
    });
    expect(noNote.statusCode).toBe(422);
    const backwards = await setOwn({
      email: sara.email,
      kind: 'trade_value',
      override: { daily: '50000000', monthly: '40000000' },
      note: 'Known company treasurer',
    });
    expect(backwards.json().errors).toEqual({
      'override.monthly': ['The monthly limit cannot be below the daily one.'],
    });
    const fraction = await setOwn({
      email: sara.email,
      kind: 'irt_withdrawal',
      override: { daily: '1000.5', monthly: '2000' },
      note: 'x',
    });
    expect(Object.keys(fraction.json().errors)).toEqual(['override.daily']);
    expect(
      (await setOwn({ email: 'nobody@example.com', kind: 'trade_value', override: null, note: 'x' }))
        .statusCode,
    ).toBe(404);

    const set = await setOwn({
      email: sara.email.toUpperCase(),
      kind: 'trade_value',
      override: { daily: '50000000', monthly: '60000000' },
      note: 'Known company treasurer',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ email: sara.email, account_type: 'individual' });
    const own = set.json().data.find((limit: { kind: string }) => limit.kind === 'trade_value');
    expect(own).toMatchObject({
      daily: '50000000',
      monthly: '60000000',
      own: true,
      override_note: 'Known company treasurer',
      remaining_this_month: '57010000',
    });
    expect((await quote(ctx, sara, 'Buy', '5000000')).statusCode).toBe(201);

    const removed = await setOwn({
      email: sara.email,
      kind: 'trade_value',
      override: null,
      note: 'Back to normal',
    });
    expect(removed.json().data.find((limit: { kind: string }) => limit.kind === 'trade_value')).toMatchObject(
      {
        daily: '3000000',
        own: false,
        override_note: null,
      },
    );
    const { rows } = await sql<{ action: string; details: Record<string, unknown> }>`
      SELECT action, details FROM audit_log WHERE action LIKE 'limits.%' ORDER BY id`.execute(ctx.db.db);
    expect(rows).toEqual([
      {
        action: 'limits.own_set',
        details: {
          email: sara.email,
          kind: 'trade_value',
          before: { daily: '3000000', monthly: '4000000', own: false },
          after: { daily: '50000000', monthly: '60000000', own: true },
          note: 'Known company treasurer',
        },
      },
      {
        action: 'limits.own_removed',
        details: {
          email: sara.email,
          kind: 'trade_value',
          before: { daily: '50000000', monthly: '60000000', own: true },
          after: { daily: '3000000', monthly: '4000000', own: false },
          note: 'Back to normal',
        },
      },
    ]);
  });

  it("uses a company's amounts once the person is verified as one", async () => {
    await sql`UPDATE users SET user_type = 'legal' WHERE id = ${sara.id}::bigint`.execute(ctx.db.db);
    const limits = await myLimits(sara);
    expect(limits.trade_value).toMatchObject({ daily: '50000000000', own: false });
    const operatorView = await call(ctx.app, 'adminGetPersonLimits', {
      method: 'GET',
      url: `/api/admin/limits?email=${encodeURIComponent(sara.email)}`,
      cookies: session(admin),
    });
    expect(operatorView.json().account_type).toBe('legal');
    await sql`UPDATE users SET user_type = 'individual' WHERE id = ${sara.id}::bigint`.execute(ctx.db.db);
  });

  it('counts Toman withdrawals when requested, and tells which limit refused them', async () => {
    await setAccountLimit(ctx.app, admin, {
      account_type: 'individual',
      kind: 'irt_withdrawal',
      daily: '2000000',
      monthly: '20000000',
    });
    const first = await withdrawToman(ctx, sara.cookie, { amount: '1500000', iban: IBANS.melli });
    expect(first.statusCode, first.body).toBe(201);
    const over = await withdrawToman(
      ctx,
      sara.cookie,
      { amount: '500001', iban: IBANS.melli },
      { ...key(), 'x-locale': 'en' },
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(
      /^This is over your daily Toman withdrawal limit of 2,000,000 Toman: you can withdraw 500,000 Toman more today\./,
    );
    const terms = await call(ctx.app, 'getWithdrawTerms', {
      method: 'GET',
      url: '/api/wallet/withdraw-terms',
      cookies: session(sara.cookie),
    });
    expect(terms.json().data.find((t: { currency: string }) => t.currency === 'IRT')).toMatchObject({
      daily_limit: '2000000',
      remaining_today: '500000',
    });
  });

  it('takes a Toman deposit over the limit (the money was sent) and flags it for the operator', async () => {
    await setAccountLimit(ctx.app, admin, {
      account_type: 'individual',
      kind: 'irt_deposit',
      daily: '3000000',
      monthly: '30000000',
    });
    const account = await deskBankAccountId(ctx, admin);
    const within = await declareDeposit(ctx, sara.cookie, account, '2000000');
    const over = await declareDeposit(ctx, sara.cookie, account, '2000000');
    expect([within.statusCode, over.statusCode]).toEqual([201, 201]);
    const queue = await call(ctx.app, 'adminListWalletTransactions', {
      method: 'GET',
      url: '/api/admin/wallet/transactions?status=Pending&type=Deposit',
      cookies: session(admin),
    });
    const flags = Object.fromEntries(
      (queue.json().data as Array<{ id: number; over_limit: unknown }>).map((row) => [
        row.id,
        row.over_limit,
      ]),
    );
    expect(flags[within.json().id]).toBeNull();
    expect(flags[over.json().id]).toEqual({ period: 'daily', limit: '3000000' });
    expect((await myLimits(sara)).irt_deposit).toMatchObject({ used_today: '4000000', remaining_today: '0' });
    // Only a Toman deposit can carry the flag: PostgreSQL says so too.
    await expect(
      sql`UPDATE wallet_transactions SET over_limit_period = 'daily', over_limit_amount = 1
           WHERE type = 'Withdraw'`.execute(ctx.db.db),
    ).rejects.toThrow(/wallet_transactions_over_limit_shape/);
  });

  it('settings keep every account type and kind once, the month at least the day, Toman whole', async () => {
    const settings = await call(ctx.app, 'adminGetSettings', {
      method: 'GET',
      url: '/api/admin/settings',
      cookies: session(admin),
    });
    const rows = settings.json().account_limits as Array<Record<string, string>>;
    expect(rows).toHaveLength(8);
    const broken = rows.map((row, index) =>
      index === 0
        ? { ...row, monthly: '1' }
        : index === 1
          ? { ...rows[2]! }
          : index === 4
            ? { ...row, daily: '1000.5' }
            : row,
    );
    const refused = await call(ctx.app, 'adminUpdateSettings', {
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...XHR, 'x-locale': 'en' },
      cookies: session(admin),
      payload: { account_limits: broken },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'account_limits.0.monthly': ['The monthly limit cannot be below the daily one.'],
      'account_limits.2.kind': ['Each account type and kind may appear once.'],
      'account_limits.4.daily': ['Toman amounts are whole numbers.'],
    });
  });

  it('counts buys and sells placed at once one after the other: exactly the ones that fit fill', async () => {
    const reza = await newTrader(ctx, 'reza-limits@example.com');
    await fund(ctx, reza, 'IRT', '10000000');
    await fund(ctx, reza, 'USDT', '100');
    const own = await setOwn({
      email: reza.email,
      kind: 'trade_value',
      override: { daily: '2500000', monthly: '2500000' },
      note: 'Concurrency test',
    });
    expect(own.statusCode).toBe(200);
    // Each order is worth about 1,000,000 Toman (a buy pays it; 10.1 USDT sold at 99,000 is 999,900 gross).
    const sides = ['Buy', 'Sell', 'Buy', 'Sell', 'Buy'] as const;
    const quotes = await Promise.all(
      sides.map((side) => quote(ctx, reza, side, side === 'Buy' ? '1000000' : '10.1')),
    );
    expect(quotes.map((q) => q.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const placed = await Promise.all(
      sides.map((side, index) => place(ctx, reza, side, quotes[index]!.json().id)),
    );
    const codes = placed.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422]);
    const { rows } = await sql<{ value: string }>`
      SELECT trim_scale(sum(CASE side WHEN 'Buy' THEN paid ELSE received + fee_value END))::text AS value
        FROM orders WHERE user_id = ${reza.id}::bigint AND status <> 'Cancelled'`.execute(ctx.db.db);
    expect(Number(rows[0]!.value)).toBeLessThanOrEqual(2500000);
  });

  it('keeps the month at least the day in PostgreSQL too', async () => {
    await expect(
      sql`UPDATE account_limits SET monthly = daily - 1 WHERE kind = 'trade_value'`.execute(ctx.db.db),
    ).rejects.toThrow(/account_limits_month_covers_day/);
  });
});
