import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { addMarket, addPrice, hoursBefore, marketId } from './marketFixtures.js';

let ctx: TestContext;
let admin: string | undefined;
let demo: string | undefined;
let usdt: string;
const ADMIN = { email: 'admin@example.com', password: 'sarraf-admin' };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie;
  demo = (await loginAs(ctx.app)).cookie;
  usdt = await marketId(ctx.db.db, 'USDT', 'IRT');
  // A system price from before: no one set it.
  await addPrice(ctx.db.db, usdt, '91000', '90500', hoursBefore(ctx.clock.now(), 3));
});
afterAll(async () => ctx?.close());

const setPrice = (pair: string, payload: unknown, cookie = admin, locale = 'en') =>
  call(ctx.app, 'adminSetMarketPrice', {
    method: 'PUT',
    url: `/api/admin/markets/${pair}/price`,
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload: payload as object,
  });

const listPrices = (cookie = admin) =>
  call(ctx.app, 'adminListMarketPrices', {
    method: 'GET',
    url: '/api/admin/markets',
    headers: { 'x-locale': 'en' },
    cookies: session(cookie),
  });

const pricesOf = (market: string) =>
  ctx.db.db
    .selectFrom('market_prices')
    .select(['id', 'buy_price', 'sell_price', 'set_by', 'created_at'])
    .where('market_id', '=', market)
    .orderBy('id')
    .execute();

const auditEntries = () =>
  ctx.db.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'market.price_set')
    .orderBy('id')
    .execute();

describe('admin market prices: access', () => {
  it('needs a session (401)', async () => {
    const list = await call(ctx.app, 'adminListMarketPrices', { method: 'GET', url: '/api/admin/markets' });
    expect(list.statusCode).toBe(401);
    const set = await call(ctx.app, 'adminSetMarketPrice', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/price',
      headers: XHR,
      payload: { buy_price: '92000', sell_price: '91000' },
    });
    expect(set.statusCode).toBe(401);
  });

  it('is for admins only (403), and a refused set writes nothing', async () => {
    expect((await listPrices(demo)).statusCode).toBe(403);
    const set = await setPrice('USDT-IRT', { buy_price: '1', sell_price: '1' }, demo);
    expect(set.statusCode).toBe(403);
    expect(set.json().message).toBe('You are not allowed to do this.');
    expect(await pricesOf(usdt)).toHaveLength(1);
  });
});

/** A market as the migration leaves it: both sides on, not halted, orders from 100,000 Toman, no maximum. */
const OPEN_MARKET = {
  buy_enabled: true,
  sell_enabled: true,
  halted: false,
  halted_at: null,
  halt_note: null,
  min_order_value: '100000',
  max_order_value: null,
  pricing_mode: 'manual',
  buy_spread_bps: 50,
  sell_spread_bps: 50,
};

describe('admin market prices: listing and setting', () => {
  it('lists a seeded price with no setter', async () => {
    const response = await listPrices();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        pair: 'USDT/IRT',
        buy_price: '91000',
        sell_price: '90500',
        updated_at: hoursBefore(ctx.clock.now(), 3).toISOString(),
        updated_by: null,
        controls: OPEN_MARKET,
        reference: null,
      },
    ]);
  });

  it('appends the new price, returns it with the admin, and audits old and new', async () => {
    ctx.clock.advanceSeconds(60);
    const response = await setPrice('USDT-IRT', { buy_price: '92150', sell_price: '91800' });
    expect(response.statusCode).toBe(200);
    const set = response.json();
    expect(set).toEqual({
      pair: 'USDT/IRT',
      buy_price: '92150',
      sell_price: '91800',
      updated_at: ctx.clock.now().toISOString(),
      updated_by: { id: expect.any(Number), email: 'admin@example.com', name: null },
      controls: OPEN_MARKET,
      reference: null,
    });
    expect((await listPrices()).json().data).toEqual([set]);

    const market = (await call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets' })).json();
    expect(market.data[0]).toMatchObject({ pair: 'USDT/IRT', buy_price: '92150', sell_price: '91800' });

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor_id: String(set.updated_by.id),
      subject_type: 'market',
      subject_id: 'USDT/IRT',
      details: {
        old: { buy_price: '91000', sell_price: '90500' },
        new: { buy_price: '92150', sell_price: '91800' },
      },
    });
    const prices = await pricesOf(usdt);
    expect(entry!.details.price_id).toBe(Number(prices.at(-1)!.id));
    // The admin's audit view shows it too.
    const log = await call(ctx.app, 'adminListAuditLog', {
      method: 'GET',
      url: '/api/admin/audit-log?action=market.price_set',
      cookies: session(admin),
    });
    expect(log.json().data).toHaveLength(1);
  });

  it('keeps the history: every price stays as it was set', async () => {
    const before = await pricesOf(usdt);
    ctx.clock.advanceSeconds(60);
    expect((await setPrice('USDT-IRT', { buy_price: '92300', sell_price: '92300' })).statusCode).toBe(200);
    const after = await pricesOf(usdt);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ buy_price: '92300.000000', sell_price: '92300.000000' });
  });

  it('refuses to rewrite or remove history, even in SQL', async () => {
    const db = ctx.db.db;
    await expect(sql`UPDATE market_prices SET buy_price = 1`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM market_prices`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE market_prices`.execute(db)).rejects.toThrow(/append-only/);
    // The spread rule holds in the database as well.
    await expect(addPrice(db, usdt, '100', '101', ctx.clock.now())).rejects.toThrow(/check/i);
    await expect(addPrice(db, usdt, '0', '0', ctx.clock.now())).rejects.toThrow(/check/i);
  });

  it('lets two admins set a price at the same time: both land, each audited against the other', async () => {
    const before = await pricesOf(usdt);
    // Hold the market row so both sets are in flight together before either may write.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.db.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM markets WHERE id = ${usdt} FOR UPDATE`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    const both = Promise.all([
      setPrice('USDT-IRT', { buy_price: '93000', sell_price: '92500' }),
      setPrice('USDT-IRT', { buy_price: '94000', sell_price: '93500' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    const [first, second] = await both;
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    const added = (await pricesOf(usdt)).slice(before.length);
    expect(added.map((row) => row.buy_price).sort()).toEqual(['93000.000000', '94000.000000']);

    const [a, b] = (await auditEntries()).slice(-2);
    // Whichever went first, the second replaced it, and the first replaced the price before both.
    expect(a!.details.old).toEqual({ buy_price: '92300', sell_price: '92300' });
    expect(b!.details.old).toEqual(a!.details.new);
    const latest = (await listPrices()).json().data[0];
    expect({ buy_price: latest.buy_price, sell_price: latest.sell_price }).toEqual(b!.details.new);
  });
});

describe('admin market prices: validation', () => {
  it('answers 404 for an unknown pair', async () => {
    const response = await setPrice('BTC-IRT', { buy_price: '2', sell_price: '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No market was found for this pair.');
  });

  it('refuses a sell price above the buy price, in Persian and English', async () => {
    const count = (await pricesOf(usdt)).length;
    const body = { buy_price: '92000', sell_price: '92001' };
    const en = await setPrice('USDT-IRT', body);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { sell_price: ['The sell price must not be higher than the buy price.'] },
    });
    const fa = await setPrice('USDT-IRT', body, admin, 'fa');
    expect(fa.json()).toEqual({
      message: 'اطلاعات وارد شده معتبر نیست.',
      errors: { sell_price: ['قیمت فروش نباید از قیمت خرید بیشتر باشد.'] },
    });
    expect(await pricesOf(usdt)).toHaveLength(count);
    expect(await auditEntries()).toHaveLength(4);
  });

  it('refuses zero, decimals the quote currency has not, and absurd sizes, per field', async () => {
    const response = await setPrice('USDT-IRT', { buy_price: '0', sell_price: '91000.5' });
    expect(response.json().errors).toEqual({
      buy_price: ['The price must be greater than zero.'],
      sell_price: ['The price must be a whole number, without decimals.'],
    });
    const fa = await setPrice('USDT-IRT', { buy_price: '1234567890123456', sell_price: '0.0' }, admin, 'fa');
    // A size past the contract's Amount (15 whole digits) is refused by validation, before the price rules.
    expect(fa.json().errors).toEqual({ buy_price: ['حداکثر ۱۵ رقم پیش از ممیز مجاز است.'] });
    const zero = await setPrice('USDT-IRT', { buy_price: '95000', sell_price: '0.0' }, admin, 'fa');
    expect(zero.json().errors).toEqual({ sell_price: ['قیمت باید بیشتر از صفر باشد.'] });
    // Trailing zeros are no extra precision.
    expect(
      (await setPrice('USDT-IRT', { buy_price: '95000.000', sell_price: '94000' })).json(),
    ).toMatchObject({ buy_price: '95000', sell_price: '94000' });
  });

  it('allows the decimals a pair is quoted in, and no more', async () => {
    await addMarket(ctx.db.db, { base: 'BTC', quote: 'USDT', scale: 2, active: false });
    const fine = await setPrice('BTC-USDT', { buy_price: '60000.25', sell_price: '59999.5' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ pair: 'BTC/USDT', buy_price: '60000.25', sell_price: '59999.5' });
    const tooFine = await setPrice(
      'BTC-USDT',
      { buy_price: '60000.255', sell_price: '59999.5' },
      admin,
      'fa',
    );
    expect(tooFine.json().errors).toEqual({ buy_price: ['قیمت حداکثر ۲ رقم اعشار می‌تواند داشته باشد.'] });
    // A switched-off pair is priced by admins but not listed to the public.
    const pairs = (await call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets' })).json().data;
    expect(pairs.map((market: { pair: string }) => market.pair)).toEqual(['USDT/IRT']);
    expect((await listPrices()).json().data.map((row: { pair: string }) => row.pair)).toEqual([
      'USDT/IRT',
      'BTC/USDT',
    ]);
  });

  it('refuses what the contract refuses: numbers, signs, separators, unknown fields', async () => {
    for (const payload of [
      { buy_price: 92000, sell_price: '91000' },
      { buy_price: '-92000', sell_price: '91000' },
      { buy_price: '92,000', sell_price: '91000' },
      { buy_price: '1.1234567', sell_price: '1' },
      { buy_price: '92000', sell_price: '91000', note: 'x' },
      { buy_price: '92000' },
    ]) {
      const response = await setPrice('USDT-IRT', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});
