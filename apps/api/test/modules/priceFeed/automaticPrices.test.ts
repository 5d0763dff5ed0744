import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskPricesFrom } from '../../../src/modules/markets/index.js';
import { priceFromFeed, recordReading, type PriceReading } from '../../../src/modules/priceFeed/index.js';
import { toMicros } from '../../../src/money/decimal.js';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { marketId, setOrderBounds } from '../markets/marketFixtures.js';
import { ADMIN, fund, newTrader, place, quote, setPrice, type Trader } from '../trade/tradeFixtures.js';

describe('the desk prices from a reference (unit)', () => {
  it('adds the spreads outwards and rounds outwards to the pair scale: 115,000/115,200 at 50 bps', () => {
    expect(deskPricesFrom({ bid: '115000', ask: '115200' }, { buyBps: 50, sellBps: 50 }, 0)).toEqual({
      // 115,200 x 1.005 = 115,776 exactly; 115,000 x 0.995 = 114,425 exactly.
      buy_price: '115776',
      sell_price: '114425',
    });
    // 115,201 x 1.005 = 115,777.005 is rounded up, 115,001 x 0.995 = 114,425.995 down.
    expect(deskPricesFrom({ bid: '115001', ask: '115201' }, { buyBps: 50, sellBps: 50 }, 0)).toEqual({
      buy_price: '115778',
      sell_price: '114425',
    });
    expect(deskPricesFrom({ bid: '1.23', ask: '1.24' }, { buyBps: 0, sellBps: 0 }, 1)).toEqual({
      buy_price: '1.3',
      sell_price: '1.2',
    });
    // A sell price that would round to nothing is no price.
    expect(deskPricesFrom({ bid: '0.5', ask: '0.6' }, { buyBps: 0, sellBps: 0 }, 0)).toBeUndefined();
  });

  it('never narrows the spread nor crosses, whatever the reference, spreads and scale', () => {
    const micros = fc.bigInt({ min: 1_000_000n, max: 10n ** 15n });
    fc.assert(
      fc.property(
        micros,
        micros,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 6 }),
        (a, b, buyBps, sellBps, scale) => {
          const [bidMicros, askMicros] = a <= b ? [a, b] : [b, a];
          const text = (m: bigint) => `${m / 1_000_000n}.${(m % 1_000_000n).toString().padStart(6, '0')}`;
          const prices = deskPricesFrom(
            { bid: text(bidMicros), ask: text(askMicros) },
            { buyBps, sellBps },
            scale,
          );
          if (!prices) return;
          const buy = toMicros(prices.buy_price);
          const sell = toMicros(prices.sell_price);
          const step = 10n ** BigInt(6 - scale);
          // In units of micro-Toman times 10,000: the exact prices with their spreads.
          const exactBuy = askMicros * BigInt(10_000 + buyBps);
          const exactSell = bidMicros * BigInt(10_000 - sellBps);
          expect(buy * 10_000n).toBeGreaterThanOrEqual(exactBuy);
          expect((buy - step) * 10_000n).toBeLessThan(exactBuy);
          expect(sell * 10_000n).toBeLessThanOrEqual(exactSell);
          expect((sell + step) * 10_000n).toBeGreaterThan(exactSell);
          expect(sell).toBeLessThanOrEqual(buy);
          expect(buy % step).toBe(0n);
          expect(sell % step).toBe(0n);
        },
      ),
    );
  });
});

// Automatic prices, their pause when the reference is stale or split, and the operators' alerts (issue 26).
describe(`automatic prices from the feed (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  let trader: Trader;
  let market: string;
  const DESK = { email: 'desk@example.com', password: 'sarraf-desk' } as const;

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    trader = await newTrader(ctx, 'auto-price-trader@example.com');
    await fund(ctx, trader, 'IRT', '50000000');
    market = await marketId(ctx.db.db, 'USDT', 'IRT');
    await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
    await setPrice(ctx, '116000', '114000');
  });
  afterAll(async () => ctx?.close());

  const now = () => ctx.clock.now();
  const read = (reading: Omit<PriceReading, 'sourceTime'> & { ageSeconds?: number }) =>
    recordReading(
      ctx.db.db,
      market,
      {
        source: reading.source,
        bestBid: reading.bestBid,
        bestAsk: reading.bestAsk,
        sourceTime: new Date(now().getTime() - (reading.ageSeconds ?? 0) * 1000),
      },
      now(),
    );
  const turn = () => priceFromFeed(ctx.db.db, now());
  const EN = { ...XHR, 'x-locale': 'en' };
  const controls = (payload: object, cookie = admin) =>
    call(ctx.app, 'adminSetMarketControls', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/controls',
      headers: EN,
      cookies: session(cookie),
      payload,
    });
  const listed = async (locale = 'en') => {
    const response = await call(ctx.app, 'listMarkets', {
      method: 'GET',
      url: '/api/markets',
      headers: { 'x-locale': locale },
    });
    return response.json().data.find((m: { pair: string }) => m.pair === 'USDT/IRT');
  };
  const adminView = async () => {
    const response = await call(ctx.app, 'adminListMarketPrices', {
      method: 'GET',
      url: '/api/admin/markets',
      cookies: session(admin),
    });
    return response.json().data.find((m: { pair: string }) => m.pair === 'USDT/IRT');
  };
  const notices = async () =>
    (
      await sql<{ email: string; kind: string; params: { pair: string }; link: string }>`
        SELECT u.email, n.kind, n.params, n.link FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE n.kind LIKE 'desk_prices_%' ORDER BY n.id`.execute(ctx.db.db)
    ).rows;
  const feedPrices = async () =>
    (
      await sql<{ buy: string; sell: string; bid: string; ask: string; set_by: string | null }>`
        SELECT trim_scale(buy_price)::text AS buy, trim_scale(sell_price)::text AS sell,
               trim_scale(reference_bid)::text AS bid, trim_scale(reference_ask)::text AS ask, set_by
          FROM market_prices WHERE market_id = ${market} AND reference_bid IS NOT NULL ORDER BY id`.execute(
        ctx.db.db,
      )
    ).rows;

  it('switched to automatic with no reference yet, the market is paused: listed so, quotes refused in fa and en, operators told once', async () => {
    const switched = await controls({ pricing_mode: 'automatic', buy_spread_bps: 50, sell_spread_bps: 40 });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      controls: { pricing_mode: 'automatic', buy_spread_bps: 50, sell_spread_bps: 40 },
      reference: null,
    });
    expect((await listed()).availability).toEqual({
      buy: false,
      sell: false,
      paused: { reason: 'feed_stale', note: null, since: null },
    });
    const refused = await quote(ctx, trader, 'Buy', '1000000', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Prices are paused: this market's reference price has not updated for a while. Try again in a few minutes.",
    );
    const refusedFa = await quote(ctx, trader, 'Buy', '1000000', { 'x-locale': 'fa' });
    expect(refusedFa.json().message).toBe(
      'قیمت‌دهی فعلاً متوقف است: قیمت مرجع این بازار مدتی است به‌روز نشده. چند دقیقهٔ دیگر دوباره تلاش کنید.',
    );

    expect(await turn()).toEqual({ priced: false, alert: 'paused' });
    expect(await turn()).toEqual({ priced: false, alert: undefined });
    // Every operator, once, with a link to the desk board.
    expect(await notices()).toEqual([
      {
        email: 'admin@example.com',
        kind: 'desk_prices_paused',
        params: { pair: 'USDT/IRT' },
        link: '/admin',
      },
      { email: 'desk@example.com', kind: 'desk_prices_paused', params: { pair: 'USDT/IRT' }, link: '/admin' },
    ]);
  });

  it('a fresh reading prices the market at once (ask plus spread up, bid minus spread down), quotes run, operators hear it resumed', async () => {
    await read({ source: 'nobitex', bestBid: '115000', bestAsk: '115200', ageSeconds: 2 });
    expect(await turn()).toEqual({ priced: true, alert: 'resumed' });
    // 115,200 x 1.005 = 115,776; 115,000 x 0.996 = 114,540.
    expect(await feedPrices()).toEqual([
      { buy: '115776', sell: '114540', bid: '115000', ask: '115200', set_by: null },
    ]);
    const shown = await listed();
    expect(shown).toMatchObject({
      buy_price: '115776',
      sell_price: '114540',
      availability: { buy: true, sell: true, paused: null },
    });
    expect((await adminView()).reference).toMatchObject({
      bid: '115000',
      ask: '115200',
      sources: ['nobitex'],
      age_seconds: 2,
      state: 'fresh',
      diverged_percent: null,
    });
    const quoted = await quote(ctx, trader, 'Buy', '1000000');
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().price).toBe('115776');
    expect((await notices()).map((n) => `${n.email} ${n.kind}`).slice(2)).toEqual([
      'admin@example.com desk_prices_resumed',
      'desk@example.com desk_prices_resumed',
    ]);
    // The same reference again adds no price: a steady market keeps a short history.
    await read({ source: 'nobitex', bestBid: '115000', bestAsk: '115200' });
    expect(await turn()).toEqual({ priced: false, alert: undefined });
    expect(await feedPrices()).toHaveLength(1);
  });

  it('a typed price is refused on an automatic market, and a change of spread re-prices it at once (audited)', async () => {
    const typed = await call(ctx.app, 'adminSetMarketPrice', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/price',
      headers: EN,
      cookies: session(admin),
      payload: { buy_price: '116000', sell_price: '114000' },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().message).toBe(
      'This market is priced from the reference feed. To set a price by hand, switch its pricing to manual first.',
    );
    const widened = await controls({ buy_spread_bps: 100 });
    expect(widened.statusCode, widened.body).toBe(200);
    // 115,200 x 1.01 = 116,352.
    expect(widened.json()).toMatchObject({ buy_price: '116352', sell_price: '114540', updated_by: null });
    const { rows } = await sql<{ details: { priced_from_reference?: unknown } }>`
      SELECT details FROM audit_log WHERE action = 'market.controls_set' ORDER BY id DESC LIMIT 1`.execute(
      ctx.db.db,
    );
    expect(rows[0]!.details.priced_from_reference).toEqual({ buy_price: '116352', sell_price: '114540' });
  });

  it('a reading older than the settings allow pauses the market: a quote made while fresh is refused when placed', async () => {
    const guards = (feed_max_age_seconds: number) =>
      call(ctx.app, 'adminUpdateSettings', {
        method: 'PUT',
        url: '/api/admin/settings',
        headers: EN,
        cookies: session(admin),
        payload: { trading_guards: { feed_max_age_seconds } },
      });
    expect((await guards(10)).statusCode).toBe(200);
    const quoted = await quote(ctx, trader, 'Buy', '1000000');
    expect(quoted.statusCode, quoted.body).toBe(201);
    // The reference was read 0 s ago; 11 s pass without another, well within the quote's 30 s.
    ctx.clock.advanceSeconds(11);
    expect(await turn()).toEqual({ priced: false, alert: 'paused' });
    expect((await listed()).availability.paused).toMatchObject({ reason: 'feed_stale' });
    expect((await adminView()).reference).toMatchObject({ state: 'stale', age_seconds: 11 });
    const placed = await place(ctx, trader, 'Buy', quoted.json().id, {
      'idempotency-key': 'stale-reference-placement',
      'x-locale': 'en',
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toMatch(/^Prices are paused/);
    // The operators' setting decides: with 60 s allowed, the same reference quotes again.
    expect((await guards(60)).statusCode).toBe(200);
    expect((await listed()).availability).toMatchObject({ buy: true, paused: null });
    expect(await turn()).toEqual({ priced: false, alert: 'resumed' });
  });

  it('sources more than 10% apart pause the market as diverged; a stale one is left out of the mean', async () => {
    await read({ source: 'nobitex', bestBid: '115000', bestAsk: '115200' });
    await read({ source: 'wallex', bestBid: '130000', bestAsk: '130200' });
    expect(await turn()).toEqual({ priced: false, alert: 'paused' });
    expect((await listed('fa')).availability.paused).toMatchObject({ reason: 'feed_diverged' });
    expect((await adminView()).reference).toMatchObject({ state: 'diverged', diverged_percent: '13.03' });
    const refused = await quote(ctx, trader, 'Sell', '1', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Prices are paused: the reference markets disagree too much for a fair price. Try again in a few minutes.',
    );
    // Wallex agrees again: the mean of both books, 115,050 / 115,250.
    await read({ source: 'wallex', bestBid: '115100', bestAsk: '115300' });
    expect(await turn()).toEqual({ priced: true, alert: 'resumed' });
    expect((await adminView()).reference).toMatchObject({
      bid: '115050',
      ask: '115250',
      sources: ['nobitex', 'wallex'],
      state: 'fresh',
    });
    // Nobitex goes quiet for longer than allowed: Wallex alone prices the market.
    ctx.clock.advanceSeconds(100);
    await read({ source: 'wallex', bestBid: '115400', bestAsk: '115600' });
    await turn();
    expect((await adminView()).reference).toMatchObject({ bid: '115400', sources: ['wallex'] });
  });

  it('back on manual prices, a typed price is checked against the fresh reference, not the last price', async () => {
    expect((await controls({ pricing_mode: 'manual' })).statusCode).toBe(200);
    const far = await call(ctx.app, 'adminSetMarketPrice', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/price',
      headers: EN,
      cookies: session(admin),
      payload: { buy_price: '125000', sell_price: '115000' },
    });
    expect(far.statusCode).toBe(422);
    // 125,000 against the reference ask 115,600: 8.13% away; the sell side is within 5% of the bid.
    expect(far.json().errors).toEqual({
      buy_price: ['This price is 8.13% away from the reference (115,600). Confirm it if you meant it.'],
    });
    // A manual market does not pause for want of a feed, and its reference keeps being read.
    ctx.clock.advanceSeconds(3600);
    expect(await turn()).toEqual({ priced: false, alert: undefined });
    expect((await listed()).availability).toEqual({ buy: true, sell: true, paused: null });
  });

  it('PostgreSQL refuses a feed price that names a person, and a reference that is crossed', async () => {
    const operator = await loginAs(ctx.app, DESK);
    expect(operator.cookie).toBeTruthy();
    const { id } = await ctx.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DESK.email)
      .executeTakeFirstOrThrow();
    const insert = (setBy: string | null, bid: string, ask: string) =>
      ctx.db.db
        .insertInto('market_prices')
        .values({
          market_id: market,
          buy_price: '116000',
          sell_price: '114000',
          set_by: setBy,
          reference_bid: bid,
          reference_ask: ask,
          created_at: now(),
        })
        .execute();
    await expect(insert(id, '115000', '115200')).rejects.toThrow(/market_prices_reference_shape/);
    await expect(insert(null, '115300', '115200')).rejects.toThrow(/market_prices_reference_shape/);
    await expect(
      ctx.db.db.updateTable('markets').set({ reference_bid: '1' }).where('id', '=', market).execute(),
    ).resolves.toBeDefined();
    await expect(
      ctx.db.db.updateTable('markets').set({ reference_at: null }).where('id', '=', market).execute(),
    ).rejects.toThrow(/markets_reference_shape/);
  });
});
