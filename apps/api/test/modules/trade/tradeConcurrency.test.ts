import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredApprovals } from '../../../src/modules/trade/index.js';
import { buildTestApp, call, loginAs, session, type TestContext } from '../../helpers/buildTestApp.js';
import { extraSession } from '../../helpers/fuzz/roleSessions.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { micros } from '../ledger/ledgerFixtures.js';
import {
  ADMIN,
  balances,
  decide,
  deskDecides,
  fund,
  newTrader,
  place,
  quote,
  setPrice,
} from './tradeFixtures.js';

// Races mean something only where transactions run side by side (PostgreSQL); on PGlite they queue, and
// the same rules must hold there too.
describe(`orders arriving together (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await setPrice(ctx, '100000', '99000');
  });
  afterAll(async () => ctx?.close());

  const en = () => ({ 'x-locale': 'en', 'idempotency-key': randomUUID() });

  it('20 confirmations of one quote with different keys make exactly one order; the others answer 409', async () => {
    const sara = await newTrader(ctx, 'sara@example.com');
    await fund(ctx, sara, 'IRT', '10000000');
    const quoted = (await quote(ctx, sara, 'Buy', '10000000')).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(ctx, sara, 'Buy', quoted.id, en())),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'An order was already placed at this price. Get a new price for a new order.',
      );
    }
    const orders = await call(ctx.app, 'listOrders', {
      method: 'GET',
      url: '/api/trade/order',
      cookies: session(sara.cookie),
    });
    expect(orders.json().meta.total).toBe(1);
    expect(await balances(ctx, sara.cookie)).toEqual({
      IRT: { available: '0', locked: '0' },
      USDT: { available: '99.9', locked: '0' },
    });
  });

  it('20 confirmations of one quote with one key make one order, answered 20 times the same', async () => {
    const reza = await newTrader(ctx, 'reza@example.com');
    await fund(ctx, reza, 'IRT', '10000000');
    const quoted = (await quote(ctx, reza, 'Buy', '10000000')).json();
    const key = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(ctx, reza, 'Buy', quoted.id, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await balances(ctx, reza.cookie)).USDT.available).toBe('99.9');
  });

  it('orders from different quotes of one person never overdraw: what they pay stays within the balance, the rest 422', async () => {
    const mina = await newTrader(ctx, 'mina@example.com');
    await fund(ctx, mina, 'IRT', '10000000');
    // Each quote passes the balance check on its own; together they ask for twice what is there.
    const quotes = await Promise.all(Array.from({ length: 6 }, () => quote(ctx, mina, 'Buy', '3000000')));
    const placed = await Promise.all(quotes.map((q) => place(ctx, mina, 'Buy', q.json().id, en())));
    const accepted = placed.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(3);
    for (const refused of placed.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ amount: ['Insufficient IRT Balance!'] });
    }
    expect((await balances(ctx, mina.cookie)).IRT).toEqual({ available: '1000000', locked: '0' });
  });

  it('buys and sells of one person at once: each balance ends at what the accepted orders moved, never below zero', async () => {
    const kian = await newTrader(ctx, 'kian@example.com');
    await fund(ctx, kian, 'IRT', '10000000');
    await fund(ctx, kian, 'USDT', '100');
    const buys = await Promise.all(Array.from({ length: 5 }, () => quote(ctx, kian, 'Buy', '4000000')));
    const sells = await Promise.all(Array.from({ length: 5 }, () => quote(ctx, kian, 'Sell', '40')));
    const placed = await Promise.all([
      ...buys.map((q) => place(ctx, kian, 'Buy', q.json().id, en())),
      ...sells.map((q) => place(ctx, kian, 'Sell', q.json().id, en())),
    ]);
    const accepted = placed.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    for (const refused of placed.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.amount[0]).toMatch(/^Insufficient (IRT|USDT) Balance!$/);
    }
    const sum = (side: string, field: 'paid' | 'received') =>
      accepted.filter((o) => o.side === side).reduce((total, o) => total + micros(o[field]), 0n);
    const after = await balances(ctx, kian.cookie);
    expect(micros(after.IRT.available)).toBe(
      micros('10000000') - sum('Buy', 'paid') + sum('Sell', 'received'),
    );
    expect(micros(after.USDT.available)).toBe(micros('100') + sum('Buy', 'received') - sum('Sell', 'paid'));
    expect(accepted.length).toBeGreaterThanOrEqual(4);
  });

  it('a decision racing the deadline sweep and the other side: each order ends exactly once, its hold resolved once', async () => {
    const leila = await newTrader(ctx, 'leila@example.com');
    await fund(ctx, leila, 'IRT', '6000000000');
    const orders = [];
    for (let i = 0; i < 4; i += 1) {
      const quoted = (await quote(ctx, leila, 'Buy', '1500000000')).json();
      orders.push((await place(ctx, leila, 'Buy', quoted.id)).json());
    }
    for (const order of orders) await deskDecides(ctx, admin, 'approve', order.id, {});
    // Just before the deadline: the person approves and rejects every order while a sweep runs past it.
    ctx.clock.advanceSeconds(1440 * 60 - 1);
    leila.cookie = await extraSession(ctx, leila.email);
    const decisions = orders.flatMap((order) => [
      decide(ctx, leila, 'approve', order.id, en()),
      decide(ctx, leila, 'reject', order.id, en()),
    ]);
    const sweep = cancelExpiredApprovals(ctx.db.db, new Date(ctx.clock.now().getTime() + 1000));
    const answers = await Promise.all(decisions);
    const report = await sweep;
    for (let i = 0; i < orders.length; i += 1) {
      const [approve, reject] = [answers[2 * i]!, answers[2 * i + 1]!];
      const swept = report.cancelled.includes(String(orders[i].id));
      // One of the three ends it; the others find it decided.
      expect([approve.statusCode === 200, reject.statusCode === 200, swept].filter(Boolean)).toHaveLength(1);
    }
    expect(report.failed).toEqual([]);
    const after = await balances(ctx, leila.cookie);
    expect(after.IRT.locked).toBe('0');
  });
});
