import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMarketPrices } from '../../../src/modules/markets/seedDemoMarketPrices.js';
import { buildTestApp, call, type TestContext } from '../../helpers/buildTestApp.js';
import { addMarket, addPrice, hoursBefore } from './marketFixtures.js';

let ctx: TestContext;
let now: Date;
beforeAll(async () => {
  ctx = await buildTestApp();
  now = ctx.clock.now(); // a whole hour (08:00 UTC)
});
afterAll(async () => ctx?.close());

type Point = { at: string; buy_price: string; sell_price: string };

async function history(pair: string, query = '', locale = 'en') {
  return call(ctx.app, 'getMarketPriceHistory', {
    method: 'GET',
    url: `/api/markets/${pair}/history${query}`,
    headers: { 'x-locale': locale },
  });
}

const points = async (pair: string, query = ''): Promise<Point[]> => {
  const response = await history(pair, query);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const iso = (hoursAgo: number) => hoursBefore(now, hoursAgo).toISOString();

describe('demo price history', () => {
  const seeded = () =>
    ctx.db.db
      .selectFrom('market_prices')
      .select(['id', 'buy_price', 'sell_price', 'set_by', 'created_at'])
      .where('market_id', '=', ctx.db.db.selectFrom('markets').select('id').where('base_symbol', '=', 'USDT'))
      .orderBy('created_at')
      .execute();

  it('seeds hourly whole-Toman prices for the last 7 days, once', async () => {
    await seedDemoMarketPrices(ctx.db.db, now);
    const rows = await seeded();
    expect(rows).toHaveLength(7 * 24 + 1);
    expect(rows[0]!.created_at.toISOString()).toBe(iso(7 * 24));
    expect(rows.at(-1)!.created_at.toISOString()).toBe(now.toISOString());
    for (const row of rows) {
      expect(row.set_by).toBeNull();
      expect(row.buy_price).toMatch(/^9[12][0-9]{3}\.0{6}$/);
      const buy = BigInt(row.buy_price.split('.')[0]!);
      const sell = BigInt(row.sell_price.split('.')[0]!);
      expect(buy - sell).toBe(400n);
      expect(buy > 91_500n && buy < 92_500n, row.buy_price).toBe(true);
    }
    // A curve, not a flat line.
    expect(new Set(rows.map((row) => row.buy_price)).size).toBeGreaterThan(24);

    await seedDemoMarketPrices(ctx.db.db, hoursBefore(now, -5));
    expect(await seeded()).toEqual(rows);
  });

  it('1d gives 25 hourly points ending now, each the seeded price of that hour', async () => {
    const rows = await seeded();
    const byTime = new Map(rows.map((row) => [row.created_at.toISOString(), row]));
    const day = await points('USDT-IRT', '?range=1d');
    expect(day.map((point) => point.at)).toEqual(Array.from({ length: 25 }, (_, i) => iso(24 - i)));
    for (const point of day) {
      const row = byTime.get(point.at)!;
      expect(point.buy_price).toBe(row.buy_price.replace(/\.0+$/, ''));
      expect(point.sell_price).toBe(row.sell_price.replace(/\.0+$/, ''));
    }
  });

  it('1w (the default) is daily; longer ranges leave out the days before the first price', async () => {
    const week = await points('USDT-IRT');
    expect(week.map((point) => point.at)).toEqual(Array.from({ length: 8 }, (_, i) => iso((7 - i) * 24)));
    expect(await points('USDT-IRT', '?range=1w')).toEqual(week);
    // Daily instants over 30 and 90 days: only the last 8 have a price in force.
    expect(await points('USDT-IRT', '?range=1m')).toEqual(week);
    expect(await points('USDT-IRT', '?range=3m')).toEqual(week);
    // Weekly over a year: now and a week ago.
    const year = await points('USDT-IRT', '?range=1y');
    expect(year).toEqual([week[0], week[7]]);
  });
});

describe('history buckets', () => {
  beforeAll(async () => {
    const db = ctx.db.db;
    const market = await addMarket(db, { base: 'HST', quote: 'IRT' });
    await addPrice(db, market, '100', '90', hoursBefore(now, 30));
    await addPrice(db, market, '105', '95', hoursBefore(now, 12)); // exactly on an instant: in force there
    await addPrice(db, market, '110', '100', hoursBefore(now, 5.5)); // replaced within the same hour
    await addPrice(db, market, '120', '110', hoursBefore(now, 5.2));
    await addPrice(db, market, '130', '120', hoursBefore(now, 0.5));
    await addPrice(db, market, '999', '998', hoursBefore(now, -1)); // not in force yet
  });

  it('gives each instant the last price set at or before it, carried forward', async () => {
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => ({ at: iso(24 - i), buy_price: '100', sell_price: '90' })),
      ...Array.from({ length: 7 }, (_, i) => ({ at: iso(12 - i), buy_price: '105', sell_price: '95' })),
      ...Array.from({ length: 5 }, (_, i) => ({ at: iso(5 - i), buy_price: '120', sell_price: '110' })),
      { at: iso(0), buy_price: '130', sell_price: '120' },
    ];
    expect(await points('HST-IRT', '?range=1d')).toEqual(expected);
  });

  it('has no points before the first price', async () => {
    expect(await points('HST-IRT', '?range=1w')).toEqual([
      { at: iso(24), buy_price: '100', sell_price: '90' },
      { at: iso(0), buy_price: '130', sell_price: '120' },
    ]);
  });

  it('is empty for a pair without prices', async () => {
    await addMarket(ctx.db.db, { base: 'EMP', quote: 'IRT' });
    expect(await points('EMP-IRT', '?range=1d')).toEqual([]);
  });
});

describe('history errors', () => {
  it('answers 404 with a translated message for an unknown pair', async () => {
    const en = await history('BTC-IRT');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'No market was found for this pair.' });
    const fa = await history('BTC-IRT', '', 'fa');
    expect(fa.json()).toEqual({ message: 'بازاری با این جفت‌ارز پیدا نشد.' });
    // The slash form is not the path form, whatever the pair.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/markets/USDT/IRT/history' })).statusCode).toBe(
      404,
    );
  });

  it('hides a switched-off pair from the public', async () => {
    const off = await addMarket(ctx.db.db, { base: 'OFF', quote: 'IRT', active: false });
    await addPrice(ctx.db.db, off, '10', '9', hoursBefore(now, 1));
    expect((await history('OFF-IRT')).statusCode).toBe(404);
  });

  it('refuses a malformed pair or an unknown range (422)', async () => {
    const lower = await history('usdt-irt');
    expect(lower.statusCode).toBe(422);
    expect(Object.keys(lower.json().errors)).toEqual(['pair']);
    const range = await history('USDT-IRT', '?range=2d');
    expect(range.statusCode).toBe(422);
    expect(Object.keys(range.json().errors)).toEqual(['range']);
  });
});
