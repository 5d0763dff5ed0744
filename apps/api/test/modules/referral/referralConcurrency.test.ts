import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, houseBalance } from '../../../src/modules/ledger/index.js';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import {
  ADMIN,
  balances,
  fund,
  newTrader,
  place,
  quote,
  setPrice,
  updateSettings,
  type Trader,
} from '../trade/tradeFixtures.js';
import { referralCodeOf, signUpReferred } from './referralFixtures.js';

// Races mean something only where transactions run side by side (PostgreSQL: TEST_DB=postgres); on PGlite
// they queue, and the same books must come out.
describe(`referral rewards of orders filling together (${TEST_DB})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await updateSettings(ctx, admin, { referral_share_percent: '12.5' });
    await setPrice(ctx, '100000', '99000');
  });
  afterAll(async () => ctx?.close());

  /** Deadlocks PostgreSQL detected in this test's database so far (its statistics, flushed first). */
  async function deadlocks(): Promise<number> {
    if (TEST_DB !== 'postgres') return 0;
    await sql`SELECT pg_stat_force_next_flush()`.execute(ctx.db.db);
    await sql`SELECT pg_stat_clear_snapshot()`.execute(ctx.db.db);
    const { rows } = await sql<{ deadlocks: string }>`
      SELECT deadlocks::text FROM pg_stat_database WHERE datname = current_database()`.execute(ctx.db.db);
    return Number(rows[0]!.deadlocks);
  }

  /** Quotes first, then places every order at once: the fills race for the referrer's Toman row. */
  async function placeTogether(orders: Array<{ who: Trader; side: 'Buy' | 'Sell'; amount: string }>) {
    const quotes = await Promise.all(orders.map(({ who, side, amount }) => quote(ctx, who, side, amount)));
    for (const quoted of quotes) expect(quoted.statusCode, quoted.body).toBe(201);
    const placed = await Promise.all(
      orders.map(({ who, side }, index) => place(ctx, who, side, quotes[index]!.json().id)),
    );
    for (const answer of placed) expect(answer.statusCode, answer.body).toBe(201);
    return placed.map((answer) => answer.json() as { id: number; fee_value: string });
  }

  it('10 referred people filling at once pay their referrer exactly the sum of their shares', async () => {
    const ali = await newTrader(ctx, 'ali@example.com');
    const code = await referralCodeOf(ctx, ali);
    const people = [];
    for (let i = 0; i < 10; i += 1) {
      const who = await signUpReferred(ctx, `friend${i}@example.com`, code);
      await fund(ctx, who, 'IRT', '20000000');
      people.push(who);
    }
    const feesBefore = BigInt(await houseBalance(ctx.db.db, 'fees', 'IRT'));
    // Amounts differ so each share rounds down differently.
    const orders = await placeTogether(
      people.map((who, i) => ({ who, side: 'Buy' as const, amount: String(10_000_000 + i * 1_003_000) })),
    );
    const shares = orders.map((order) => (BigInt(order.fee_value) * 125n) / 1000n);
    const totalFees = orders.reduce((sum, order) => sum + BigInt(order.fee_value), 0n);
    const totalShares = shares.reduce((sum, share) => sum + share, 0n);
    expect((await balances(ctx, ali.cookie)).IRT.available).toBe(totalShares.toString());
    expect(BigInt(await houseBalance(ctx.db.db, 'fees', 'IRT')) - feesBefore).toBe(totalFees - totalShares);
    const rewards = await ctx.db.db
      .selectFrom('referral_rewards')
      .select(['order_id', 'amount'])
      .where('referrer_id', '=', ali.id)
      .orderBy('order_id')
      .execute();
    expect(rewards).toEqual(
      orders
        .map((order, i) => ({ order_id: String(order.id), amount: shares[i]!.toString() }))
        .sort((a, b) => Number(a.order_id) - Number(b.order_id)),
    );
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });

  it('two people who invited each other trading at once both fill and both get paid', async () => {
    const mina = await newTrader(ctx, 'mina@example.com');
    const reza = await newTrader(ctx, 'reza@example.com');
    // Sign-up can only name an older account; set both ways to cross the rows each fill locks.
    await ctx.db.db.updateTable('users').set({ referred_by: reza.id }).where('id', '=', mina.id).execute();
    await ctx.db.db.updateTable('users').set({ referred_by: mina.id }).where('id', '=', reza.id).execute();
    for (const who of [mina, reza]) {
      await fund(ctx, who, 'IRT', '50000000');
      await fund(ctx, who, 'USDT', '500');
    }
    const deadlocksBefore = await deadlocks();
    const orders = await placeTogether(
      Array.from({ length: 8 }, (_, i) => ({
        who: i % 2 === 0 ? mina : reza,
        side: i % 4 < 2 ? ('Buy' as const) : ('Sell' as const),
        amount: i % 4 < 2 ? '10000000' : '100',
      })),
    );
    const rewards = await ctx.db.db
      .selectFrom('referral_rewards')
      .select(['order_id'])
      .where(
        'order_id',
        'in',
        orders.map((order) => String(order.id)),
      )
      .execute();
    expect(rewards).toHaveLength(8);
    expect(await checkLedger(ctx.db.db)).toEqual([]);
    // The rows are taken in one order (lower user id first), so none of them met in a deadlock (which
    // withTransaction would have hidden by running the order again).
    if (TEST_DB === 'postgres') expect(await deadlocks()).toBe(deadlocksBefore);
  });
});
