import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { ADMIN } from '../wallet/walletFixtures.js';

// The operator's controls of a market and the check of a manual price (issue 26).
describe(`market controls and manual prices (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  });
  afterAll(async () => ctx?.close());

  const put = (
    operation: 'adminSetMarketPrice' | 'adminSetMarketControls',
    part: string,
    payload: object,
    locale = 'en',
  ) =>
    call(ctx.app, operation, {
      method: 'PUT',
      url: `/api/admin/markets/USDT-IRT/${part}`,
      headers: { ...XHR, 'x-locale': locale },
      cookies: session(admin),
      payload,
    });
  const auditOf = async (action: string) =>
    (
      await sql<{ details: Record<string, unknown> }>`
        SELECT details FROM audit_log WHERE action = ${action} ORDER BY id`.execute(ctx.db.db)
    ).rows.map((row) => row.details);

  it("a price more than 5% from the one in force needs the operator's confirmation, and the audit says it was confirmed", async () => {
    expect(
      (await put('adminSetMarketPrice', 'price', { buy_price: '100000', sell_price: '99000' })).statusCode,
    ).toBe(200);
    // A fat finger: 1 Toman for a Tether.
    const typo = await put('adminSetMarketPrice', 'price', { buy_price: '1', sell_price: '1' });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().errors).toEqual({
      buy_price: ['This price is 99.99% away from the one in force (100,000). Confirm it if you meant it.'],
      sell_price: ['This price is 99.99% away from the one in force (99,000). Confirm it if you meant it.'],
    });
    // Only the side that moved too far is named; 5% exactly is not too far.
    const oneSide = await put(
      'adminSetMarketPrice',
      'price',
      { buy_price: '106000', sell_price: '103950' },
      'fa',
    );
    expect(oneSide.json().errors).toEqual({
      buy_price: ['این قیمت ۶ درصد با قیمت فعلی (۱۰۰٬۰۰۰) فاصله دارد. اگر درست است، آن را تأیید کنید.'],
    });
    const confirmed = await put('adminSetMarketPrice', 'price', {
      buy_price: '106000',
      sell_price: '103950',
      confirm_far_price: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [, last] = await auditOf('market.price_set');
    expect(last).toMatchObject({ new: { buy_price: '106000' }, confirmed_far_from: { percent: '5' } });
    // A move within the bound needs no confirmation and says nothing of one.
    expect(
      (await put('adminSetMarketPrice', 'price', { buy_price: '106500', sell_price: '104000' })).statusCode,
    ).toBe(200);
    expect((await auditOf('market.price_set')).at(-1)).not.toHaveProperty('confirmed_far_from');
  });

  it('a halt needs a note; the maximum order value is never below the minimum or the approval limit; audited', async () => {
    const bare = await put('adminSetMarketControls', 'controls', { halted: true });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ halt_note: ['Say why the market stops: people read this.'] });
    const belowLimit = await put('adminSetMarketControls', 'controls', { max_order_value: '999999999' });
    expect(belowLimit.json().errors).toEqual({
      max_order_value: [
        'The largest order value cannot be below the approval limit (1,000,000,000 IRT), or large orders become impossible.',
      ],
    });
    const belowMin = await put('adminSetMarketControls', 'controls', {
      min_order_value: '2000000000',
      max_order_value: '1500000000',
    });
    expect(belowMin.json().errors).toEqual({
      max_order_value: ['The largest order value cannot be below the smallest.'],
    });
    const set = await put('adminSetMarketControls', 'controls', {
      max_order_value: '2000000000',
      buy_enabled: false,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().controls).toEqual({
      buy_enabled: false,
      sell_enabled: true,
      halted: false,
      halted_at: null,
      halt_note: null,
      min_order_value: '100000',
      max_order_value: '2000000000',
      pricing_mode: 'manual',
      buy_spread_bps: 50,
      sell_spread_bps: 50,
    });
    expect((await auditOf('market.controls_set')).at(-1)).toMatchObject({
      old: { buy_enabled: true, max_order_value: null },
      new: { buy_enabled: false, max_order_value: '2000000000' },
    });
  });

  it("the approval limit cannot rise above a market's maximum; the guards are settings with bounds", async () => {
    const settings = (payload: object) =>
      call(ctx.app, 'adminUpdateSettings', {
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...XHR, 'x-locale': 'en' },
        cookies: session(admin),
        payload,
      });
    const above = await settings({ approval_limit: '3000000000' });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({
      approval_limit: [
        "A market's largest order value is 2,000,000,000 IRT; the approval limit cannot be above it.",
      ],
    });
    const zero = await settings({
      trading_guards: {
        quote_guard_percent: '0',
        price_confirm_percent: '101',
        feed_divergence_percent: '51',
      },
    });
    expect(zero.json().errors).toEqual({
      'trading_guards.quote_guard_percent': ['Must be more than zero.'],
      'trading_guards.price_confirm_percent': ['At most 100%.'],
      'trading_guards.feed_divergence_percent': ['At most 50%.'],
    });
    // A reference may be a few seconds old, never an hour: the contract's bounds answer in the body's words.
    const tooOld = await settings({ trading_guards: { feed_max_age_seconds: 4 } });
    expect(tooOld.statusCode).toBe(422);
    expect(Object.keys(tooOld.json().errors)).toEqual(['trading_guards.feed_max_age_seconds']);
    const ok = await settings({ trading_guards: { quote_guard_percent: '0.5' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().trading_guards).toEqual({
      quote_guard_percent: '0.5',
      price_confirm_percent: '5',
      feed_max_age_seconds: 60,
      feed_divergence_percent: '10',
    });
  });
});
