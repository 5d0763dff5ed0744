import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFromFeed, recordReading } from '../../../src/modules/priceFeed/index.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { marketId, setOrderBounds } from '../markets/marketFixtures.js';
import { ADMIN, fund, newTrader, setPrice, trade, type Trader } from '../trade/tradeFixtures.js';

// The desk board's figures of the day (issue 26): what filled today, per market and by hour, read from the
// orders themselves. The test clock starts at 08:00 UTC, 11:30 in Tehran.
describe(`the desk's day (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  let trader: Trader;
  let market: string;

  beforeAll(async () => {
    ctx = await buildTestApp({ deskStock: { IRT: '10000000000', USDT: '100000' } });
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    trader = await newTrader(ctx, 'desk-day@example.com');
    await fund(ctx, trader, 'IRT', '100000000');
    await fund(ctx, trader, 'USDT', '1000');
    market = await marketId(ctx.db.db, 'USDT', 'IRT');
    await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
  });
  afterAll(async () => ctx?.close());

  const day = async () => {
    const response = await call(ctx.app, 'adminGetDeskDay', {
      method: 'GET',
      url: '/api/admin/treasury/day',
      cookies: session(admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const usdt = async () => (await day()).markets.find((m: { pair: string }) => m.pair === 'USDT/IRT');

  it('starts at midnight in Tehran with every active market at zero and 24 empty hours', async () => {
    const today = await day();
    expect(today.day_started_at).toBe('2029-12-31T20:30:00.000Z');
    expect(today.hours).toHaveLength(24);
    expect(today.hours[11]).toEqual({
      starts_at: '2030-01-01T07:30:00.000Z',
      orders: 0,
      fees: '0',
      volume: '0',
    });
    expect(await usdt()).toEqual({
      pair: 'USDT/IRT',
      orders: 0,
      bought: '0',
      sold: '0',
      net_position: '0',
      quote_in: '0',
      quote_out: '0',
      fees: '0',
      spread: '0',
      priced_from_reference: 0,
    });
  });

  it('counts a buy and a sell at typed prices: volumes, position, money in and out, fees; no spread without a reference', async () => {
    await setPrice(ctx, '100000', '99000');
    const bought = await trade(ctx, trader, 'Buy', '10000000');
    const sold = await trade(ctx, trader, 'Sell', '20');
    const figures = await usdt();
    expect(figures).toMatchObject({
      orders: 2,
      sold: bought.received,
      bought: sold.paid,
      quote_in: bought.paid,
      quote_out: sold.received,
      priced_from_reference: 0,
      spread: '0',
    });
    expect(Number(figures.fees)).toBe(Number(bought.fee_value) + Number(sold.fee_value));
    expect(Number(figures.net_position)).toBeCloseTo(Number(sold.paid) - Number(bought.received), 6);
    // Both filled in the hour from 11:00 in Tehran, worth what the buy paid and the sell's gross.
    const hour = (await day()).hours[11];
    expect(hour.orders).toBe(2);
    expect(Number(hour.volume)).toBe(Number(bought.paid) + Number(sold.received) + Number(sold.fee_value));
  });

  it('counts the spread captured on orders priced from a reference: above its mid on a buy, below on a sell', async () => {
    const controls = await call(ctx.app, 'adminSetMarketControls', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/controls',
      headers: XHR,
      cookies: session(admin),
      payload: { pricing_mode: 'automatic', buy_spread_bps: 100, sell_spread_bps: 100 },
    });
    expect(controls.statusCode, controls.body).toBe(200);
    // A minute later, a reference of 100,000/100,000: the desk buys at 99,000 and sells at 101,000, 1,000 from
    // the mid. The orders quoted before it had typed prices.
    ctx.clock.advanceSeconds(60);
    await recordReading(
      ctx.db.db,
      market,
      { source: 'nobitex', bestBid: '100000', bestAsk: '100000', sourceTime: ctx.clock.now() },
      ctx.clock.now(),
    );
    await priceFromFeed(ctx.db.db, ctx.clock.now());
    const before = Number((await usdt()).spread);
    const buy = await trade(ctx, trader, 'Buy', '5050000');
    const sell = await trade(ctx, trader, 'Sell', '10');
    const after = await usdt();
    expect(after.priced_from_reference).toBe(2);
    // (101,000 - 100,000) x the Tether bought, plus (100,000 - 99,000) x 10 sold, in whole Toman.
    expect(Number(after.spread) - before).toBe(Math.round(1000 * Number(buy.received) + 1000 * 10));
    expect(sell.paid).toBe('10');
  });

  it('leaves out yesterday: a new Tehran day starts at zero', async () => {
    ctx.clock.advanceSeconds(24 * 60 * 60);
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    expect((await usdt()).orders).toBe(0);
    expect((await day()).day_started_at).toBe('2030-01-01T20:30:00.000Z');
  });
});
