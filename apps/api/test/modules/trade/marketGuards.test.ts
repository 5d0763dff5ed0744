import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { ADMIN, balances, fund, newTrader, place, quote, setPrice, type Trader } from './tradeFixtures.js';

// What the desk allows on a market besides its price, and a quote honoured only within the guard (issue 26).
const en = { 'x-locale': 'en' };
const enKey = () => ({ ...en, 'idempotency-key': randomUUID() });

describe(`market controls and the quote guard (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  let sara: Trader;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await setPrice(ctx, '100000', '99000');
    sara = await newTrader(ctx, 'sara@example.com');
    await fund(ctx, sara, 'IRT', '100000000');
    await fund(ctx, sara, 'USDT', '100');
  });
  afterAll(async () => ctx?.close());

  const controls = (payload: object, locale = 'en') =>
    call(ctx.app, 'adminSetMarketControls', {
      method: 'PUT',
      url: '/api/admin/markets/USDT-IRT/controls',
      headers: { ...XHR, 'x-locale': locale },
      cookies: session(admin),
      payload,
    });

  it('a quote made before the desk moved its price more than 1% answers 409 when placed, either way; within 1% it fills', async () => {
    const up = (await quote(ctx, sara, 'Buy', '1000000')).json();
    const down = (await quote(ctx, sara, 'Sell', '10')).json();
    const within = (await quote(ctx, sara, 'Buy', '1000000')).json();
    // The desk's buy price rises 1.5% (against the person: a one-sided guard would let this one through).
    ctx.clock.advanceSeconds(1);
    await setPrice(ctx, '101500', '100485');
    const refused = await place(ctx, sara, 'Buy', up.id, enKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The price moved since this quote. Get a new price.');
    // The sell price rose 1.5% too, in the person's favour: refused all the same.
    const refusedSell = await place(ctx, sara, 'Sell', down.id, enKey());
    expect(refusedSell.statusCode).toBe(409);
    expect((await balances(ctx, sara.cookie)).IRT.available).toBe('100000000');
    // Back within 1% of the quote (100,900 is 0.9% above 100,000): honoured at the quote's price.
    ctx.clock.advanceSeconds(1);
    await setPrice(ctx, '100900', '99800');
    const placed = await place(ctx, sara, 'Buy', within.id, enKey());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'Filled', price: '100000' });
  });

  it("a halted market quotes nothing, with the desk's note, and a quote from before the halt is refused after it ends", async () => {
    const before = (await quote(ctx, sara, 'Buy', '1000000')).json();
    const halted = await controls({ halted: true, halt_note: 'Bank transfers are down until 14:00.' });
    expect(halted.statusCode, halted.body).toBe(200);
    expect(halted.json().controls).toMatchObject({
      halted: true,
      halt_note: 'Bank transfers are down until 14:00.',
    });
    const refused = await quote(ctx, sara, 'Buy', '1000000', en);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Trading in this market is paused: Bank transfers are down until 14:00.',
    );
    const persian = await quote(ctx, sara, 'Buy', '1000000');
    expect(persian.json().message).toBe(
      'معاملات این بازار فعلاً متوقف است: Bank transfers are down until 14:00.',
    );

    ctx.clock.advanceSeconds(1);
    const resumed = await controls({ halted: false });
    expect(resumed.json().controls).toMatchObject({ halted: false, halted_at: null, halt_note: null });
    const stale = await place(ctx, sara, 'Buy', before.id, enKey());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The price moved since this quote. Get a new price.');
    const fresh = (await quote(ctx, sara, 'Buy', '1000000')).json();
    expect((await place(ctx, sara, 'Buy', fresh.id, enKey())).statusCode).toBe(201);
  });

  it('buying and selling switch off apart: a quote and a placement of that side answer 409', async () => {
    const sell = (await quote(ctx, sara, 'Sell', '5')).json();
    const off = await controls({ sell_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await quote(ctx, sara, 'Sell', '5', en);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The desk is not buying in this market right now, so selling is off.',
    );
    expect((await place(ctx, sara, 'Sell', sell.id, enKey())).statusCode).toBe(409);
    expect((await quote(ctx, sara, 'Buy', '1000000')).statusCode).toBe(201);
    expect((await controls({ sell_enabled: true })).statusCode).toBe(200);
    expect((await quote(ctx, sara, 'Sell', '5')).statusCode).toBe(201);
  });

  it("an order value outside the market's bounds is a 422 on amount that names the bound", async () => {
    const small = await quote(ctx, sara, 'Buy', '99999', en);
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.amount).toEqual(['The smallest order in this market is 100,000 IRT.']);
    // A Sell's value counts: 2 USDT at 99,800 is above the minimum (1 would not be).
    const one = await quote(ctx, sara, 'Sell', '2');
    expect(one.statusCode, one.body).toBe(201);
    expect((await controls({ max_order_value: '5000000000' })).statusCode).toBe(200);
    await fund(ctx, sara, 'IRT', '5000000000');
    const large = await quote(ctx, sara, 'Buy', '5000000001', en);
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.amount).toEqual(['The largest order in this market is 5,000,000,000 IRT.']);
    const persian = await quote(ctx, sara, 'Buy', '5000000001');
    expect(persian.json().errors.amount).toEqual([
      'بیشترین ارزش سفارش در این بازار ۵٬۰۰۰٬۰۰۰٬۰۰۰ تومان است.',
    ]);
  });
});
