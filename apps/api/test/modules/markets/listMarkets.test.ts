import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMarketPrices } from '../../../src/modules/markets/seedDemoMarketPrices.js';
import { DEFAULTS } from '../../../src/config.js';
import { buildTestApp, call, NO_LIMITS, type TestContext } from '../../helpers/buildTestApp.js';
import { addMarket, addPrice, hoursBefore, marketId } from './marketFixtures.js';

// Small enough to reach in a test; the default (below) is sized for a carrier-grade NAT.
const LIMIT = { max: 40, windowMs: 60_000 };

let ctx: TestContext;
let start: Date;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { rateLimits: { ...NO_LIMITS, marketsPerIp: LIMIT } } });
  start = ctx.clock.now();
  const db = ctx.db.db;

  // USDT/IRT: the price in force 24 hours ago is the one set exactly then (91500), not the older ones.
  const usdt = await marketId(db, 'USDT', 'IRT');
  await addPrice(db, usdt, '90000', '89600', hoursBefore(start, 30));
  await addPrice(db, usdt, '91000', '90600', hoursBefore(start, 25));
  await addPrice(db, usdt, '91500', '91100', hoursBefore(start, 24));
  await addPrice(db, usdt, '92000', '91600', hoursBefore(start, 10));
  await addPrice(db, usdt, '92150', '91800', hoursBefore(start, 1));
  // Set for later: not in force yet.
  await addPrice(db, usdt, '99000', '98000', hoursBefore(start, -1));

  // A young history (nothing older than 24 hours): the change is against its oldest point.
  const btc = await addMarket(db, { base: 'BTC', quote: 'USDT', scale: 2, sortOrder: 20 });
  await addPrice(db, btc, '60000.50', '59900', hoursBefore(start, 20));
  await addPrice(db, btc, '59000.25', '58999.5', hoursBefore(start, 2));

  // One price only: no change. Big exact decimals survive the trip.
  const big = await addMarket(db, { base: 'BIG', quote: 'USDT', scale: 6, sortOrder: 30 });
  await addPrice(db, big, '123456789012345.123456', '123456789012345.12345', hoursBefore(start, 3));

  // Left out: a pair without a price and a switched-off pair.
  await addMarket(db, { base: 'NEW', quote: 'IRT', sortOrder: 5 });
  const off = await addMarket(db, { base: 'OFF', quote: 'IRT', sortOrder: 6, active: false });
  await addPrice(db, off, '100', '90', hoursBefore(start, 2));
});
afterAll(async () => ctx?.close());

const list = (headers: Record<string, string> = {}) =>
  call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets', headers });

/** A manually priced market with both sides on and no halt: quoting. */
const OPEN = { buy: true, sell: true, paused: null };

describe('listMarkets', () => {
  it('lists active pairs with a price, in sort order, matching the contract', async () => {
    const response = await list({ 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        name: 'Tether',
        pair: 'USDT/IRT',
        baseIcon: '/icons/usdt.svg',
        quoteIcon: '/icons/irt.svg',
        baseSymbol: 'USDT',
        quoteSymbol: 'IRT',
        buy_price: '92150',
        sell_price: '91800',
        priceChange: '0.71',
        volume: '0',
        availability: OPEN,
      },
      {
        name: 'Name BTC',
        pair: 'BTC/USDT',
        baseIcon: '/icons/btc.svg',
        quoteIcon: '/icons/usdt.svg',
        baseSymbol: 'BTC',
        quoteSymbol: 'USDT',
        buy_price: '59000.25',
        sell_price: '58999.5',
        priceChange: '-1.67',
        volume: '0',
        availability: OPEN,
      },
      {
        name: 'Name BIG',
        pair: 'BIG/USDT',
        baseIcon: '/icons/big.svg',
        quoteIcon: '/icons/usdt.svg',
        baseSymbol: 'BIG',
        quoteSymbol: 'USDT',
        buy_price: '123456789012345.123456',
        sell_price: '123456789012345.12345',
        priceChange: '0.00',
        volume: '0',
        availability: OPEN,
      },
    ]);
  });

  it('names the pair in the request language, Persian by default', async () => {
    const names = (await list()).json().data.map((market: { name: string }) => market.name);
    expect(names[0]).toBe('تتر');
    expect(names[1]).toBe('نام BTC');
  });

  it('is public: no session needed', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/markets' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
  });

  it('moves to a price once its time comes, and measures the change from the price in force a day before', async () => {
    ctx.clock.advanceSeconds(2 * 3600);
    const usdt = (await list()).json().data[0];
    // Now 24h ago is start-22h: the 92000 set at start-10h is not yet in force then, 91500 still is.
    expect(usdt.buy_price).toBe('99000');
    expect(usdt.sell_price).toBe('98000');
    // (99000 - 91500) / 91500 * 100 = 8.1967...
    expect(usdt.priceChange).toBe('8.20');
    ctx.clock.advanceSeconds(-2 * 3600);
  });

  it('demo seeding leaves a market that has prices alone', async () => {
    const db = ctx.db.db;
    const count = async () =>
      (
        await db
          .selectFrom('market_prices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedDemoMarketPrices(db, ctx.clock.now());
    expect(await count()).toBe(before);
  });

  it('allows a whole carrier-grade NAT by default (thousands of phones behind one address)', () => {
    expect(
      DEFAULTS.rateLimits.marketsPerIp.max / (DEFAULTS.rateLimits.marketsPerIp.windowMs / 60_000),
    ).toBeGreaterThanOrEqual(3000);
  });

  it(`is rate limited per client IP (${LIMIT.max} a minute in this test)`, async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < LIMIT.max; i++) {
      const ok = await ctx.app.inject({ method: 'GET', url: '/api/markets', ...from });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await call(ctx.app, 'listMarkets', {
      method: 'GET',
      url: '/api/markets',
      headers: { 'x-locale': 'en' },
      ...from,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another client is not affected.
    expect((await list()).statusCode).toBe(200);
  });
});
