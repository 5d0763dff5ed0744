import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../../../src/modules/ledger/index.js';
import { buildTestApp, call, session, type TestContext } from '../../helpers/buildTestApp.js';
import { extraSession } from '../../helpers/fuzz/roleSessions.js';
import {
  balances,
  fund,
  getOrder,
  movementsOf,
  newTrader,
  place,
  quote,
  setPrice,
  trade,
  type Trader,
} from './tradeFixtures.js';

let ctx: TestContext;
let reza: Trader;
let sara: Trader;
beforeAll(async () => {
  ctx = await buildTestApp();
  reza = await newTrader(ctx, 'reza@example.com');
  sara = await newTrader(ctx, 'sara@example.com');
  await setPrice(ctx, '92150', '91000');
});
afterAll(async () => ctx?.close());

const en = { 'x-locale': 'en' };
const withKey = (headers: Record<string, string> = {}) => ({ 'idempotency-key': randomUUID(), ...headers });

describe('an order below the approval limit', () => {
  let bought: { id: number };

  it('a Buy fills at once at its quote: amount - fee Toman to inventory, the fee to fees, the Tether from inventory', async () => {
    await fund(ctx, reza, 'IRT', '10000000');
    const [inventoryBefore, feesBefore] = await Promise.all([
      houseBalance(ctx.db.db, 'inventory', 'IRT'),
      houseBalance(ctx.db.db, 'fees', 'IRT'),
    ]);
    const order = await trade(ctx, reza, 'Buy', '10000000');
    bought = order;
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'Filled',
      side: 'Buy',
      pair: 'USDT/IRT',
      base_symbol: 'USDT',
      quote_symbol: 'IRT',
      base_currency_icon: '/icons/usdt.svg',
      quote_currency_icon: '/icons/irt.svg',
      amount: '10000000',
      total: '108.4102',
      price: '92150',
      fee_value: '10000',
      fee: '0.1',
      date: ctx.clock.now().toISOString(),
      approval_required: false,
      admin_approved: false,
      user_approved: false,
      paid: '10000000',
      received: '108.4102',
      final_price: null,
      final_quantity: null,
      admin_note: null,
      approval_expires_at: null,
    });
    expect(await balances(ctx, reza.cookie)).toEqual({
      IRT: { available: '0', locked: '0' },
      USDT: { available: '108.4102', locked: '0' },
    });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'buy', currency: 'IRT', amount: '9990000', from: 'available', to: 'inventory' },
      { kind: 'fee', currency: 'IRT', amount: '10000', from: 'available', to: 'fees' },
      { kind: 'buy', currency: 'USDT', amount: '108.4102', from: 'inventory', to: 'available' },
    ]);
    expect(Number(await houseBalance(ctx.db.db, 'inventory', 'IRT')) - Number(inventoryBefore)).toBe(9990000);
    expect(Number(await houseBalance(ctx.db.db, 'fees', 'IRT')) - Number(feesBefore)).toBe(10000);
  });

  it('a Sell fills at once: floor(value) Toman from inventory, the fee to fees, the Tether to inventory', async () => {
    const order = await trade(ctx, reza, 'Sell', '100.123456');
    expect(order).toMatchObject({
      status: 'Filled',
      side: 'Sell',
      amount: '100.123456',
      total: '9102123',
      price: '91000',
      fee_value: '9111',
      paid: '100.123456',
      received: '9102123',
    });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'sell', currency: 'IRT', amount: '9111234', from: 'inventory', to: 'available' },
      { kind: 'fee', currency: 'IRT', amount: '9111', from: 'available', to: 'fees' },
      { kind: 'sell', currency: 'USDT', amount: '100.123456', from: 'available', to: 'inventory' },
    ]);
    // 108.4102 - 100.123456 Tether left; 9,111,234 - 9,111 Toman received.
    expect(await balances(ctx, reza.cookie)).toEqual({
      IRT: { available: '9102123', locked: '0' },
      USDT: { available: '8.286744', locked: '0' },
    });
  });

  it('a Sell of the whole Tether balance, to its last decimal, leaves nothing behind (what "max" sends)', async () => {
    const mina = await newTrader(ctx, 'whole-balance@example.com');
    await fund(ctx, mina, 'IRT', '12000000');
    const bought = await trade(ctx, mina, 'Buy', '12000000');
    const held = (await balances(ctx, mina.cookie)).USDT!.available;
    expect(held).toBe(bought.received);
    // More decimals than the 3 a person types: only the whole balance may be sold with them.
    expect(held).toMatch(/\.[0-9]{4,6}$/);
    const sold = await trade(ctx, mina, 'Sell', held);
    expect(sold).toMatchObject({ status: 'Filled', paid: held });
    expect((await balances(ctx, mina.cookie)).USDT).toEqual({ available: '0', locked: '0' });
  });

  it("lists in the person's orders, newest first, and is found by id", async () => {
    const list = await call(ctx.app, 'listOrders', {
      method: 'GET',
      url: '/api/trade/order',
      cookies: session(reza.cookie),
    });
    expect(list.json().data.map((order: { side: string }) => order.side)).toEqual(['Sell', 'Buy']);
    expect(list.json().meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 30,
      total: 2,
      from: 1,
      to: 2,
    });
    const one = await getOrder(ctx, reza, bought.id);
    expect(one.json()).toEqual(list.json().data[1]);
    const filtered = await call(ctx.app, 'listOrders', {
      method: 'GET',
      url: '/api/trade/order?status=Processing&approval_required=1&user_approved=0',
      cookies: session(reza.cookie),
    });
    expect(filtered.json().data).toEqual([]);
  });

  it("is not found by another person (404 'Order not found')", async () => {
    const response = await call(ctx.app, 'getOrder', {
      method: 'GET',
      url: `/api/trade/order/${bought.id}`,
      headers: en,
      cookies: session(sara.cookie),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
  });

  it("shows in the wallet's statement with the contract's transfer kinds (buy, fee, sell)", async () => {
    const statement = await call(ctx.app, 'listTransfers', {
      method: 'GET',
      url: '/api/wallet/transfers',
      cookies: session(reza.cookie),
    });
    expect(statement.statusCode).toBe(200);
    expect(
      statement
        .json()
        .data.map((t: { kind: string; currency: string; direction: string; amount: string }) =>
          [t.kind, t.currency, t.direction, t.amount].join(' '),
        ),
    ).toEqual([
      'sell USDT out 100.123456',
      'fee IRT out 9111',
      'sell IRT in 9111234',
      'buy USDT in 108.4102',
      'fee IRT out 10000',
      'buy IRT out 9990000',
      'deposit IRT in 10000000',
    ]);
  });
});

describe('a quote placed as an order', () => {
  it('works until its last second and answers 409 "expired" from `expires_at` on', async () => {
    await fund(ctx, sara, 'IRT', '3000000');
    const late = (await quote(ctx, sara, 'Buy', '1000000')).json();
    const inTime = (await quote(ctx, sara, 'Buy', '1000000')).json();
    ctx.clock.advanceSeconds(29);
    expect((await place(ctx, sara, 'Buy', inTime.id)).statusCode).toBe(201);
    ctx.clock.advanceSeconds(1);
    const response = await place(ctx, sara, 'Buy', late.id, withKey(en));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This price has expired. Get a new price.');
    expect((await balances(ctx, sara.cookie)).IRT.available).toBe('2000000');
  });

  it('is placed once: a second placement with another key answers 409 "used"', async () => {
    const quoted = (await quote(ctx, sara, 'Buy', '500000')).json();
    expect((await place(ctx, sara, 'Buy', quoted.id)).statusCode).toBe(201);
    const again = await place(ctx, sara, 'Buy', quoted.id, withKey(en));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An order was already placed at this price. Get a new price for a new order.',
    );
    expect((await balances(ctx, sara.cookie)).IRT.available).toBe('1500000');
  });

  it("is only its owner's: another person's quote answers like an unknown one (409), and moves nothing", async () => {
    const sarasQuote = (await quote(ctx, sara, 'Buy', '500000')).json();
    await fund(ctx, reza, 'IRT', '500000');
    const before = await balances(ctx, reza.cookie);
    const stolen = await place(ctx, reza, 'Buy', sarasQuote.id, withKey(en));
    const unknown = await place(ctx, reza, 'Buy', randomUUID(), withKey(en));
    for (const response of [stolen, unknown]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This price was not found. Get a new price.');
    }
    expect(await balances(ctx, reza.cookie)).toEqual(before);
    // Sara can still use it.
    expect((await place(ctx, sara, 'Buy', sarasQuote.id)).statusCode).toBe(201);
  });

  it('must be placed on its own side: a Buy quote sent to sell answers 409', async () => {
    const buyQuote = (await quote(ctx, sara, 'Buy', '100000')).json();
    const response = await place(ctx, sara, 'Sell', buyQuote.id, withKey(en));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This price was given for the other side of the trade. Get a new price for this order.',
    );
  });

  it('is refused with 422 when the balance no longer covers it, and stays usable once it does', async () => {
    const nima = await newTrader(ctx, 'nima@example.com');
    await fund(ctx, nima, 'IRT', '1000000');
    const first = (await quote(ctx, nima, 'Buy', '1000000')).json();
    const second = (await quote(ctx, nima, 'Buy', '1000000')).json();
    expect((await place(ctx, nima, 'Buy', first.id)).statusCode).toBe(201);
    const refused = await place(ctx, nima, 'Buy', second.id, withKey(en));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ amount: ['Insufficient IRT Balance!'] });
    await fund(ctx, nima, 'IRT', '1000000');
    expect((await place(ctx, nima, 'Buy', second.id)).statusCode).toBe(201);
    expect((await balances(ctx, nima.cookie)).IRT.available).toBe('0');
  });
});

describe('the Idempotency-Key of a placement', () => {
  it('sent twice gets the same answer and makes one order', async () => {
    const leila = await newTrader(ctx, 'leila@example.com');
    await fund(ctx, leila, 'IRT', '2000000');
    const quoted = (await quote(ctx, leila, 'Buy', '1000000')).json();
    const sameKey = withKey();
    const first = await place(ctx, leila, 'Buy', quoted.id, sameKey);
    const second = await place(ctx, leila, 'Buy', quoted.id, sameKey);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.body).toBe(first.body);
    const list = await call(ctx.app, 'listOrders', {
      method: 'GET',
      url: '/api/trade/order',
      cookies: session(leila.cookie),
    });
    expect(list.json().meta.total).toBe(1);
    expect((await balances(ctx, leila.cookie)).IRT.available).toBe('1000000');
  });

  it('reused for another quote is a 422 on idempotency_key', async () => {
    const leila = await newTrader(ctx, 'leila-again@example.com');
    await fund(ctx, leila, 'IRT', '2000000');
    const one = (await quote(ctx, leila, 'Buy', '1000000')).json();
    const other = (await quote(ctx, leila, 'Buy', '1000000')).json();
    const sameKey = withKey(en);
    expect((await place(ctx, leila, 'Buy', one.id, sameKey)).statusCode).toBe(201);
    const reused = await place(ctx, leila, 'Buy', other.id, sameKey);
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['idempotency_key']);
    expect((await balances(ctx, leila.cookie)).IRT.available).toBe('1000000');
  });
});

describe("the market's 24-hour volume", () => {
  const volume = async () => {
    const response = await call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets' });
    return response.json().data.find((market: { pair: string }) => market.pair === 'USDT/IRT').volume;
  };

  it('is the Tether of the orders filled in the last 24 hours, and forgets older ones', async () => {
    const kian = await newTrader(ctx, 'kian@example.com');
    await fund(ctx, kian, 'USDT', '10');
    ctx.clock.advanceSeconds(24 * 3600 + 1);
    expect(await volume()).toBe('0');
    const sold = await trade(ctx, await refreshed(kian), 'Sell', '2.5');
    expect(sold.paid).toBe('2.5');
    ctx.clock.advanceSeconds(3600);
    await fund(ctx, kian, 'IRT', '1000000');
    const bought = await trade(ctx, await refreshed(kian), 'Buy', '1000000');
    // 999,000 / 92,150 = 10.84102...
    expect(bought.received).toBe('10.84102');
    expect(await volume()).toBe('13.34102');
    ctx.clock.advanceSeconds(23 * 3600 + 1);
    expect(await volume()).toBe('10.84102');
  });

  /** Sessions end after 30 idle minutes: a person a day later signs in again. */
  async function refreshed(who: Trader): Promise<Trader> {
    return { ...who, cookie: await extraSession(ctx, who.email) };
  }
});
