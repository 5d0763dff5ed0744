import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredApprovals } from '../../../src/modules/trade/index.js';
import { buildTestApp, call, loginAs, session, type TestContext } from '../../helpers/buildTestApp.js';
import { extraSession } from '../../helpers/fuzz/roleSessions.js';
import {
  ADMIN,
  balances,
  decide,
  deskDecides,
  fund,
  getOrder,
  movementsOf,
  newTrader,
  place,
  quote,
  setPrice,
  updateSettings,
  type Trader,
} from './tradeFixtures.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await setPrice(ctx, '100000', '99000');
});
afterAll(async () => ctx?.close());

const enKey = () => ({ 'x-locale': 'en', 'idempotency-key': randomUUID() });

/** Places an order above the limit (1,000,000,000 Toman) and checks it waits. */
async function awaitingOrder(who: Trader, side: 'Buy' | 'Sell', amount: string) {
  const quoted = await quote(ctx, who, side, amount);
  expect(quoted.json().approval_required).toBe(true);
  const placed = await place(ctx, who, side, quoted.json().id);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

async function auditOf(orderId: number) {
  const { rows } = await sql<{ action: string; details: Record<string, unknown> }>`
    SELECT action, details FROM audit_log WHERE subject_type = 'order' AND subject_id = ${String(orderId)}
     ORDER BY id`.execute(ctx.db.db);
  return rows;
}

describe('a Buy above the approval limit', () => {
  let sara: Trader;
  let order: { id: number };

  it('holds its whole amount and waits, Processing, until its approval deadline', async () => {
    sara = await newTrader(ctx, 'sara@example.com');
    await fund(ctx, sara, 'IRT', '2001000000');
    order = await awaitingOrder(sara, 'Buy', '2000000000');
    expect(order).toMatchObject({
      status: 'Processing',
      approval_required: true,
      admin_approved: false,
      user_approved: false,
      amount: '2000000000',
      total: '19980',
      fee_value: '2000000',
      paid: '2000000000',
      received: '19980',
      approval_expires_at: new Date(ctx.clock.now().getTime() + 1440 * 60_000).toISOString(),
    });
    expect((await balances(ctx, sara.cookie)).IRT).toEqual({ available: '1000000', locked: '2000000000' });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'order_hold', currency: 'IRT', amount: '2000000000', from: 'available', to: 'held' },
    ]);
  });

  it('cannot be approved by the person before the desk (409)', async () => {
    const response = await decide(ctx, sara, 'approve', order.id, enKey());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The desk has not approved this order yet.');
  });

  it("is in the desk's queue with its owner", async () => {
    const queue = await call(ctx.app, 'adminListOrders', {
      method: 'GET',
      url: '/api/admin/orders',
      cookies: session(admin),
    });
    expect(queue.json().data).toEqual([
      expect.objectContaining({ id: order.id, user: { id: Number(sara.id), email: sara.email, name: null } }),
    ]);
  });

  it('refuses final figures that would pay more than was held, or receive nothing (422)', async () => {
    const tooMany = await deskDecides(
      ctx,
      admin,
      'approve',
      order.id,
      { final_quantity: '19980.000001' },
      enKey(),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      final_quantity: [
        'At this price and quantity the person would pay more than was set aside for the order.',
      ],
    });
    const nothing = await deskDecides(ctx, admin, 'approve', order.id, { final_quantity: '0' }, enKey());
    expect(nothing.json().errors).toEqual({
      final_quantity: ['At this price and quantity the person would receive nothing.'],
    });
    const fraction = await deskDecides(ctx, admin, 'approve', order.id, { final_price: '100000.5' }, enKey());
    expect(fraction.json().errors).toEqual({
      final_price: ['The price must be a whole number, without decimals.'],
    });
  });

  it('approved by the desk at a lower quantity and another price, moves nothing until the person approves', async () => {
    const approved = await deskDecides(ctx, admin, 'approve', order.id, {
      final_price: '100500',
      final_quantity: '19000',
      note: 'Part of it, at the morning rate.',
    });
    expect(approved.statusCode).toBe(200);
    // cost = 19,000 x 100,500 = 1,909,500,000; the least paid whose net covers it: 1,911,411,411
    // (its fee floor(1,911,411.411) leaves exactly the cost; one Toman less leaves one short).
    expect(approved.json()).toMatchObject({
      status: 'Processing',
      admin_approved: true,
      user_approved: false,
      final_price: '100500',
      final_quantity: '19000',
      paid: '1911411411',
      received: '19000',
      fee_value: '1911411',
      amount: '2000000000',
      total: '19980',
      price: '100000',
      admin_note: 'Part of it, at the morning rate.',
      user: { id: Number(sara.id), email: sara.email, name: null },
    });
    expect((await balances(ctx, sara.cookie)).IRT).toEqual({ available: '1000000', locked: '2000000000' });
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.admin_approve',
        details: expect.objectContaining({
          final: {
            price: '100500',
            quantity: '19000',
            paid: '1911411411',
            received: '19000',
            fee_value: '1911411',
          },
          note: 'Part of it, at the morning rate.',
        }),
      },
    ]);
    const twice = await deskDecides(ctx, admin, 'approve', order.id, {}, enKey());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This order is not awaiting the desk's approval.");
  });

  it('approved by the person, fills at the final figures and releases the rest of the hold', async () => {
    const filled = await decide(ctx, sara, 'approve', order.id);
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({
      status: 'Filled',
      admin_approved: true,
      user_approved: true,
      paid: '1911411411',
      received: '19000',
      approval_expires_at: null,
    });
    // 2,001,000,000 - 1,911,411,411 Toman left; nothing locked.
    expect(await balances(ctx, sara.cookie)).toEqual({
      IRT: { available: '89588589', locked: '0' },
      USDT: { available: '19000', locked: '0' },
    });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'order_hold', currency: 'IRT', amount: '2000000000', from: 'available', to: 'held' },
      { kind: 'order_release', currency: 'IRT', amount: '2000000000', from: 'held', to: 'available' },
      { kind: 'buy', currency: 'IRT', amount: '1909500000', from: 'available', to: 'inventory' },
      { kind: 'fee', currency: 'IRT', amount: '1911411', from: 'available', to: 'fees' },
      { kind: 'buy', currency: 'USDT', amount: '19000', from: 'inventory', to: 'available' },
    ]);
  });

  it('is final once filled: approving or rejecting it again answers 409', async () => {
    for (const decision of ['approve', 'reject'] as const) {
      const response = await decide(ctx, sara, decision, order.id, enKey());
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This order is no longer awaiting a decision.');
    }
    expect((await getOrder(ctx, sara, order.id)).json().status).toBe('Filled');
  });

  it('counts in the fee tier at what it paid', async () => {
    const tier = await call(ctx.app, 'getFeeTier', {
      method: 'GET',
      url: '/api/trade/fee-tier',
      cookies: session(sara.cookie),
    });
    expect(tier.json().volume_30d).toBe('1911411411');
  });
});

describe("the desk's default final figures", () => {
  it('keep the quote price and take the most the hold buys, never paying more than was held', async () => {
    const reza = await newTrader(ctx, 'reza@example.com');
    await fund(ctx, reza, 'IRT', '2000000000');
    const order = await awaitingOrder(reza, 'Buy', '2000000000');
    const approved = (await deskDecides(ctx, admin, 'approve', order.id, {})).json();
    // The hold nets 1,998,000,000 after its fee: 19,980 Tether at 100,000. The least paid that nets that
    // cost is 1,999,999,999 (its fee is 1,999,999), one Toman under the hold.
    expect(approved).toMatchObject({
      final_price: '100000',
      final_quantity: '19980',
      paid: '1999999999',
      fee_value: '1999999',
      received: '19980',
    });
    expect((await decide(ctx, reza, 'approve', order.id)).statusCode).toBe(200);
    expect(await balances(ctx, reza.cookie)).toEqual({
      IRT: { available: '1', locked: '0' },
      USDT: { available: '19980', locked: '0' },
    });
  });

  it('at a higher final price, buy less: 1,998,000,000 / 100,500 = 19,880.597014', async () => {
    const reza = await newTrader(ctx, 'reza-two@example.com');
    await fund(ctx, reza, 'IRT', '2000000000');
    const order = await awaitingOrder(reza, 'Buy', '2000000000');
    const approved = (await deskDecides(ctx, admin, 'approve', order.id, { final_price: '100500' })).json();
    expect(approved).toMatchObject({ final_quantity: '19880.597014', paid: '1999999999' });
    await decide(ctx, reza, 'reject', order.id);
  });
});

describe('a Sell above the approval limit', () => {
  it('holds the Tether, and fills at the final figures: floor(value) - fee Toman, the rest of the Tether released', async () => {
    const mina = await newTrader(ctx, 'mina@example.com');
    await fund(ctx, mina, 'USDT', '20000');
    const order = await awaitingOrder(mina, 'Sell', '20000');
    expect(order).toMatchObject({ paid: '20000', received: '1978020000', fee_value: '1980000' });
    expect((await balances(ctx, mina.cookie)).USDT).toEqual({ available: '0', locked: '20000' });

    const tooMuch = await deskDecides(
      ctx,
      admin,
      'approve',
      order.id,
      { final_quantity: '20000.000001' },
      enKey(),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['final_quantity']);

    const approved = await deskDecides(ctx, admin, 'approve', order.id, {
      final_price: '99500',
      final_quantity: '15000',
    });
    // 15,000 x 99,500 = 1,492,500,000; fee 1,492,500.
    expect(approved.json()).toMatchObject({ paid: '15000', received: '1491007500', fee_value: '1492500' });
    expect((await decide(ctx, mina, 'approve', order.id)).json().status).toBe('Filled');
    expect(await balances(ctx, mina.cookie)).toEqual({
      IRT: { available: '1491007500', locked: '0' },
      USDT: { available: '5000', locked: '0' },
    });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'order_hold', currency: 'USDT', amount: '20000', from: 'available', to: 'held' },
      { kind: 'sell', currency: 'IRT', amount: '1492500000', from: 'inventory', to: 'available' },
      { kind: 'fee', currency: 'IRT', amount: '1492500', from: 'available', to: 'fees' },
      { kind: 'order_release', currency: 'USDT', amount: '20000', from: 'held', to: 'available' },
      { kind: 'sell', currency: 'USDT', amount: '15000', from: 'available', to: 'inventory' },
    ]);
  });
});

describe('rejecting an order awaiting approval', () => {
  let nima: Trader;
  beforeAll(async () => {
    nima = await newTrader(ctx, 'nima@example.com');
    await fund(ctx, nima, 'IRT', '3000000000');
  });

  it('by the desk: Cancelled with its note, the hold back, audited', async () => {
    const order = await awaitingOrder(nima, 'Buy', '1500000000');
    const noNote = await deskDecides(ctx, admin, 'reject', order.id, { note: '   ' }, enKey());
    expect(noNote.statusCode).toBe(422);
    const rejected = await deskDecides(ctx, admin, 'reject', order.id, { note: 'Limit reached for today.' });
    expect(rejected.json()).toMatchObject({ status: 'Cancelled', admin_note: 'Limit reached for today.' });
    expect((await balances(ctx, nima.cookie)).IRT).toEqual({ available: '3000000000', locked: '0' });
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['order.admin_reject']);
    expect((await decide(ctx, nima, 'approve', order.id, enKey())).statusCode).toBe(409);
    const again = await deskDecides(ctx, admin, 'reject', order.id, { note: 'Again.' }, enKey());
    expect(again.statusCode).toBe(409);
  });

  it('by the person before the desk decides: Cancelled, the hold back; the desk then finds nothing to approve', async () => {
    const order = await awaitingOrder(nima, 'Buy', '1500000000');
    const rejected = await decide(ctx, nima, 'reject', order.id);
    expect(rejected.json()).toMatchObject({
      status: 'Cancelled',
      admin_approved: false,
      user_approved: false,
    });
    expect((await balances(ctx, nima.cookie)).IRT).toEqual({ available: '3000000000', locked: '0' });
    expect((await deskDecides(ctx, admin, 'approve', order.id, {}, enKey())).statusCode).toBe(409);
  });

  it('by the person after the desk approved: Cancelled, the hold back', async () => {
    const order = await awaitingOrder(nima, 'Buy', '1500000000');
    await deskDecides(ctx, admin, 'approve', order.id, {});
    const rejected = await decide(ctx, nima, 'reject', order.id);
    expect(rejected.json()).toMatchObject({
      status: 'Cancelled',
      admin_approved: true,
      user_approved: false,
    });
    expect((await balances(ctx, nima.cookie)).IRT).toEqual({ available: '3000000000', locked: '0' });
    expect(await movementsOf(ctx, order.id)).toEqual([
      { kind: 'order_hold', currency: 'IRT', amount: '1500000000', from: 'available', to: 'held' },
      { kind: 'order_release', currency: 'IRT', amount: '1500000000', from: 'held', to: 'available' },
    ]);
  });

  it('of another person is not found (404), and leaves it as it was', async () => {
    const order = await awaitingOrder(nima, 'Buy', '1500000000');
    const other = await newTrader(ctx, 'other@example.com');
    const response = await decide(ctx, other, 'reject', order.id, enKey());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
    expect((await getOrder(ctx, nima, order.id)).json().status).toBe('Processing');
    await decide(ctx, nima, 'reject', order.id);
  });
});

describe('"cancel approval" in the app', () => {
  it('is the client closing its dialog: the order left undecided stays Processing, awaiting, and can still be approved', async () => {
    const leila = await newTrader(ctx, 'leila@example.com');
    await fund(ctx, leila, 'IRT', '1500000000');
    const order = await awaitingOrder(leila, 'Buy', '1500000000');
    await deskDecides(ctx, admin, 'approve', order.id, {});
    // The person opens the decision and closes it without answering: no call is made. An hour later:
    ctx.clock.advanceSeconds(3600);
    leila.cookie = await extraSession(ctx, leila.email);
    admin = await extraSession(ctx, ADMIN.email);
    const awaiting = await call(ctx.app, 'listOrders', {
      method: 'GET',
      url: '/api/trade/order?status=Processing&approval_required=1&user_approved=0',
      cookies: session(leila.cookie),
    });
    expect(awaiting.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await decide(ctx, leila, 'approve', order.id)).json().status).toBe('Filled');
  });
});

describe('the approval deadline', () => {
  it('is settable (approval_timeout_minutes) and stamped on each order as it is placed', async () => {
    const settings = await call(ctx.app, 'adminGetSettings', {
      method: 'GET',
      url: '/api/admin/settings',
      cookies: session(admin),
    });
    expect(settings.json().approval_timeout_minutes).toBe(1440);
    expect((await updateSettings(ctx, admin, { approval_timeout_minutes: 5 })).approval_timeout_minutes).toBe(
      5,
    );
    const kian = await newTrader(ctx, 'kian@example.com');
    await fund(ctx, kian, 'IRT', '1500000000');
    const order = await awaitingOrder(kian, 'Buy', '1500000000');
    expect(order.approval_expires_at).toBe(new Date(ctx.clock.now().getTime() + 5 * 60_000).toISOString());
    await decide(ctx, kian, 'reject', order.id);
    await updateSettings(ctx, admin, { approval_timeout_minutes: 1440 });
  });

  it('passed: the person can no longer approve, and the sweep cancels it and releases the hold; younger orders stay', async () => {
    const arash = await newTrader(ctx, 'arash@example.com');
    await fund(ctx, arash, 'IRT', '4500000000');
    const approvedByDesk = await awaitingOrder(arash, 'Buy', '1500000000');
    await deskDecides(ctx, admin, 'approve', approvedByDesk.id, {});
    const undecided = await awaitingOrder(arash, 'Buy', '1500000000');
    ctx.clock.advanceSeconds(12 * 3600);
    admin = await extraSession(ctx, ADMIN.email);
    arash.cookie = await extraSession(ctx, arash.email);
    const younger = await awaitingOrder(arash, 'Buy', '1500000000');

    ctx.clock.advanceSeconds(12 * 3600 - 1);
    expect((await cancelExpiredApprovals(ctx.db.db, ctx.clock.now())).cancelled).toEqual([]);
    ctx.clock.advanceSeconds(1);
    admin = await extraSession(ctx, ADMIN.email);
    arash.cookie = await extraSession(ctx, arash.email);
    const late = await decide(ctx, arash, 'approve', approvedByDesk.id, enKey());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The time to approve this order has passed.');
    expect((await deskDecides(ctx, admin, 'approve', undecided.id, {}, enKey())).statusCode).toBe(409);

    const report = await cancelExpiredApprovals(ctx.db.db, ctx.clock.now());
    expect(report).toEqual({ cancelled: [String(approvedByDesk.id), String(undecided.id)], failed: [] });
    for (const id of [approvedByDesk.id, undecided.id]) {
      expect((await getOrder(ctx, arash, id)).json()).toMatchObject({
        status: 'Cancelled',
        approval_expires_at: null,
      });
      expect((await movementsOf(ctx, id)).map((m) => m.kind)).toEqual(['order_hold', 'order_release']);
    }
    expect((await getOrder(ctx, arash, younger.id)).json().status).toBe('Processing');
    expect((await balances(ctx, arash.cookie)).IRT).toEqual({
      available: '3000000000',
      locked: '1500000000',
    });
    expect((await cancelExpiredApprovals(ctx.db.db, ctx.clock.now())).cancelled).toEqual([]);
    await decide(ctx, arash, 'reject', younger.id);
  });
});
