import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { setOrderBounds } from '../markets/marketFixtures.js';
import { ADMIN, fund, newTrader, quote, setPrice } from '../trade/tradeFixtures.js';

// What the desk keeps back of its stock (issue 26): an operator sets it, PostgreSQL keeps it.
describe(`the stock's floor (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ deskStock: { IRT: '1000000000', USDT: '1000' } });
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
    await setPrice(ctx, '100000', '99000');
  });
  afterAll(async () => ctx?.close());

  const setFloor = (payload: object, locale = 'en') =>
    call(ctx.app, 'adminSetStockFloor', {
      method: 'PUT',
      url: '/api/admin/treasury/floor',
      headers: { ...XHR, 'x-locale': locale },
      cookies: session(admin),
      payload,
    });

  it('keeps 900 USDT back: a buy is refused beyond the 100 left, and the audit has old and new', async () => {
    const set = await setFloor({ currency: 'USDT', floor: '900' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      currency: 'USDT',
      balance: '1000',
      reserved: '0',
      floor: '900',
      available: '100',
    });
    const buyer = await newTrader(ctx, 'floor-buyer@example.com');
    await fund(ctx, buyer, 'IRT', '50000000');
    // 20,000,000 Toman at 100,000 buys about 200 USDT: more than the 100 above the floor.
    const refused = await quote(ctx, buyer, 'Buy', '20000000', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/100 USDT/);
    expect((await quote(ctx, buyer, 'Buy', '5000000')).statusCode).toBe(201);
    const { rows } = await sql<{ details: unknown }>`
      SELECT details FROM audit_log WHERE action = 'treasury.floor_set' ORDER BY id`.execute(ctx.db.db);
    expect(rows.map((row) => row.details)).toEqual([{ currency: 'USDT', old: '0', new: '900' }]);
  });

  it('is never above what the stock holds (less what is reserved; 422 on floor, the most it can be, fa and en)', async () => {
    const above = await setFloor({ currency: 'IRT', floor: '1000000001' });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({
      floor: [
        'The floor can be at most 1,000,000,000 IRT: what the stock holds less what large orders reserved.',
      ],
    });
    const aboveFa = await setFloor({ currency: 'IRT', floor: '1000000001' }, 'fa');
    expect(aboveFa.json().errors.floor[0]).toMatch(/^کف موجودی حداکثر می‌تواند/);
    // Whole Toman only; zero is no floor at all.
    expect((await setFloor({ currency: 'IRT', floor: '10.5' })).json().errors).toEqual({
      floor: [expect.stringMatching(/whole/i)],
    });
    const none = await setFloor({ currency: 'USDT', floor: '0' });
    expect(none.json()).toMatchObject({ floor: '0', available: '1000' });
  });

  it('PostgreSQL refuses a floor above the stock even when the service is bypassed', async () => {
    await expect(
      sql`UPDATE desk_stock SET floor = balance + 1 WHERE currency = 'USDT'`.execute(ctx.db.db),
    ).rejects.toThrow(/desk_stock_within_floor/);
  });
});
