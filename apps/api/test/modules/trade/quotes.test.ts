import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, type TestContext } from '../../helpers/buildTestApp.js';
import { extraSession } from '../../helpers/fuzz/roleSessions.js';
import {
  ADMIN,
  fund,
  newTrader,
  quote,
  setPrice,
  trade,
  updateSettings,
  type Trader,
} from './tradeFixtures.js';
import { setOrderBounds } from '../markets/marketFixtures.js';

let ctx: TestContext;
let admin: string;
let sara: Trader;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Small figures are the point here: no minimum order value (the migration's is 100,000 Toman).
  await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  sara = await newTrader(ctx, 'sara@example.com');
  await fund(ctx, sara, 'IRT', '5000000000');
  await fund(ctx, sara, 'USDT', '50000');
});
afterAll(async () => ctx?.close());

const en = { 'x-locale': 'en' };

describe('a quote on a market', () => {
  it('is refused on `pair` while the market has no price yet', async () => {
    const response = await quote(ctx, sara, 'Buy', '1000000', en);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pair: ['This market is not open for trading right now.'] });
  });

  it('is refused on `pair` for a pair the desk does not list', async () => {
    await setPrice(ctx, '92150', '91000');
    const response = await call(ctx.app, 'createQuote', {
      method: 'POST',
      url: '/api/trade/quote',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...en },
      cookies: session(sara.cookie),
      payload: { pair: 'BTC/IRT', side: 'Buy', amount: '1000000' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pair: ['No market was found for this pair.'] });
  });
});

describe('a Buy quote', () => {
  it('follows the contract rule: fee = floor(amount x 0.1%), quantity = floor((amount - fee) / buy price) to 6 decimals', async () => {
    const response = await quote(ctx, sara, 'Buy', '10000000');
    expect(response.statusCode).toBe(201);
    // 10,000,000 x 0.1% = 10,000; 9,990,000 / 92,150 = 108.41020075... -> 108.410200.
    expect(response.json()).toMatchObject({
      pair: 'USDT/IRT',
      side: 'Buy',
      amount: '10000000',
      price: '92150',
      fee: '0.1',
      fee_value: '10000',
      quantity: '108.4102',
      total: '108.4102',
      approval_required: false,
      valid_seconds: 30,
      expires_at: new Date(ctx.clock.now().getTime() + 30_000).toISOString(),
    });
  });

  it('rounds the fee down to whole Toman: 999 Toman pays no fee, 1,000 pays 1 and buys the same Tether', async () => {
    const below = (await quote(ctx, sara, 'Buy', '999')).json();
    const at = (await quote(ctx, sara, 'Buy', '1000')).json();
    expect([below.fee_value, below.quantity]).toEqual(['0', '0.010841']);
    expect([at.fee_value, at.quantity]).toEqual(['1', '0.010841']);
  });

  it('is refused on `amount` when it asks for decimals of Toman', async () => {
    const response = await quote(ctx, sara, 'Buy', '1000.5', en);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['The amount must be a whole number, without decimals.'],
    });
  });

  it('is refused on `amount` when nothing is left to buy after the fee ("too small")', async () => {
    await setPrice(ctx, '2000000', '1990000');
    const response = await quote(ctx, sara, 'Buy', '1', en);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['This amount is too small to receive anything after the fee.'],
    });
    await setPrice(ctx, '92150', '91000');
  });
});

describe('a Sell quote', () => {
  it('follows the contract rule: value = quantity x sell price, fee = floor(value x 0.1%), total = floor(value) - fee', async () => {
    const response = await quote(ctx, sara, 'Sell', '100.123456');
    expect(response.statusCode).toBe(201);
    // 100.123456 x 91,000 = 9,111,234.496; fee floor(9,111.234496) = 9,111; total 9,111,234 - 9,111.
    expect(response.json()).toMatchObject({
      side: 'Sell',
      amount: '100.123456',
      quantity: '100.123456',
      price: '91000',
      fee: '0.1',
      fee_value: '9111',
      total: '9102123',
      approval_required: false,
    });
  });

  it('is refused on `amount` when its value is below one Toman', async () => {
    const response = await quote(ctx, sara, 'Sell', '0.00001', en);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: ['This amount is too small to receive anything after the fee.'],
    });
  });
});

describe('the balance a quote needs', () => {
  it('refuses more Toman than is available: "Insufficient IRT Balance!" in English', async () => {
    const response = await quote(ctx, sara, 'Buy', '5000000001', en);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ amount: ['Insufficient IRT Balance!'] });
  });

  it('refuses more Tether than is available, in Persian by default', async () => {
    const response = await quote(ctx, sara, 'Sell', '50000.000001');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ amount: ['موجودی تتر کافی نیست!'] });
  });

  it('says the Toman shortfall in Persian words', async () => {
    const response = await quote(ctx, sara, 'Buy', '5000000001');
    expect(response.json().errors).toEqual({ amount: ['موجودی تومان کافی نیست!'] });
  });
});

describe('approval above the limit', () => {
  it('is required when the Toman value is above the approval limit, not at it', async () => {
    await updateSettings(ctx, admin, { approval_limit: '20000000' });
    expect((await quote(ctx, sara, 'Buy', '20000000')).json().approval_required).toBe(false);
    expect((await quote(ctx, sara, 'Buy', '20000001')).json().approval_required).toBe(true);
    // A Sell counts floor(quantity x sell price): 219.78022 x 91,000 = 20,000,000.02 -> 20,000,000.
    expect((await quote(ctx, sara, 'Sell', '219.78022')).json().approval_required).toBe(false);
    // 219.780231 x 91,000 = 20,000,001.021.
    expect((await quote(ctx, sara, 'Sell', '219.780231')).json().approval_required).toBe(true);
    await updateSettings(ctx, admin, { approval_limit: '1000000000' });
  });
});

describe('the fee tier', () => {
  const feeTier = async (who: Trader) => {
    const response = await call(ctx.app, 'getFeeTier', {
      method: 'GET',
      url: '/api/trade/fee-tier',
      cookies: session(who.cookie),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const TIERS = [
    { min_volume: '0', fee_percent: '0.1' },
    { min_volume: '20000000', fee_percent: '0.075' },
    { min_volume: '100000000', fee_percent: '0.05' },
  ];

  it('starts at the first tier with nothing traded, and names the next one', async () => {
    await updateSettings(ctx, admin, { fee_tiers: TIERS });
    const reza = await newTrader(ctx, 'reza@example.com');
    expect(await feeTier(reza)).toEqual({
      fee_percent: '0.1',
      volume_30d: '0',
      tiers: TIERS,
      next_tier: TIERS[1],
    });
  });

  it('falls once the 30-day volume (what a Buy paid, floor(value) of a Sell) reaches the next tier', async () => {
    const mina = await newTrader(ctx, 'mina@example.com');
    await fund(ctx, mina, 'IRT', '15000000');
    await fund(ctx, mina, 'USDT', '60');
    await trade(ctx, mina, 'Buy', '15000000');
    expect(await feeTier(mina)).toMatchObject({ fee_percent: '0.1', volume_30d: '15000000' });
    // 60 x 91,000 = 5,460,000 before its fee of 5,460.
    const sold = await trade(ctx, mina, 'Sell', '60');
    expect([sold.received, sold.fee_value]).toEqual(['5454540', '5460']);
    expect(await feeTier(mina)).toEqual({
      fee_percent: '0.075',
      volume_30d: '20460000',
      tiers: TIERS,
      next_tier: TIERS[2],
    });
    // The next quote is priced at the new fee: 10,000,000 x 0.075% = 7,500.
    await fund(ctx, mina, 'IRT', '10000000');
    expect((await quote(ctx, mina, 'Buy', '10000000')).json()).toMatchObject({
      fee: '0.075',
      fee_value: '7500',
      quantity: '108.43733',
    });
  });

  it('counts only the last 30 days', async () => {
    const mina = await newTrader(ctx, 'mina-later@example.com');
    await fund(ctx, mina, 'IRT', '25000000');
    await trade(ctx, mina, 'Buy', '25000000');
    expect((await feeTier(mina)).fee_percent).toBe('0.075');
    ctx.clock.advanceSeconds(30 * 24 * 3600 + 1);
    // Sessions end when idle: the same person, a month later, signed in again.
    const again = { ...mina, cookie: await extraSession(ctx, mina.email) };
    expect(await feeTier(again)).toMatchObject({ fee_percent: '0.1', volume_30d: '0' });
  });
});
