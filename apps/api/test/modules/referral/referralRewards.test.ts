import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, houseBalance } from '../../../src/modules/ledger/index.js';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import {
  ADMIN,
  balances,
  decide,
  deskDecides,
  fund,
  movementsOf,
  newTrader,
  place,
  quote,
  setPrice,
  trade,
  updateSettings,
  type Trader,
} from '../trade/tradeFixtures.js';
import { referralCodeOf, rewardsOf, signUpReferred } from './referralFixtures.js';
import { setOrderBounds } from '../markets/marketFixtures.js';

let ctx: TestContext;
let admin: string;
let ali: Trader;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Fees that round to nothing need small orders: no minimum order value (the migration's is 100,000 Toman).
  await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  ali = await newTrader(ctx, 'ali@example.com');
  // Fees are 0.1% from the first tier (0011_trade.sql); a share with decimals shows the rounding down.
  await updateSettings(ctx, admin, { referral_share_percent: '12.5' });
  await setPrice(ctx, '100000', '99000');
});
afterAll(async () => ctx?.close());

const irtOf = async (who: Trader) => (await balances(ctx, who.cookie)).IRT.available;
const fees = () => houseBalance(ctx.db.db, 'fees', 'IRT');

describe('a referred person trades', () => {
  it('the sign-up link links the referrer: ref_code on verify sets referred_by', async () => {
    const sara = await signUpReferred(
      ctx,
      'sara@example.com',
      (await referralCodeOf(ctx, ali)).toLowerCase(),
    );
    const row = await ctx.db.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', sara.id)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(ali.id);
  });

  it('a Buy pays the referrer floor(fee x share / 100) Toman from fees, in a transfer naming the order', async () => {
    const sara = await signUpReferred(ctx, 'sara.buy@example.com', await referralCodeOf(ctx, ali));
    await fund(ctx, sara, 'IRT', '10010000');
    const [aliBefore, feesBefore] = [await irtOf(ali), await fees()];
    const order = await trade(ctx, sara, 'Buy', '10010000');
    // fee 10,010 Toman; 12.5% of it is 1,251.25: the referrer gets 1,251.
    expect(order.fee_value).toBe('10010');
    expect(BigInt(await irtOf(ali)) - BigInt(aliBefore)).toBe(1251n);
    expect(BigInt(await fees()) - BigInt(feesBefore)).toBe(10010n - 1251n);
    expect(await movementsOf(ctx, order.id)).toContainEqual({
      kind: 'referral_reward',
      currency: 'IRT',
      amount: '1251',
      from: 'fees',
      to: 'available',
    });
    const rewards = await rewardsOf(ctx, order.id);
    expect(rewards).toEqual([
      { referrer_id: ali.id, referred_id: sara.id, amount: '1251', transfer_id: expect.any(String) },
    ]);
    const { rows } = await sql<{ reference: string; kind: string }>`
      SELECT reference, kind FROM ledger_transfers WHERE id = ${rewards[0]!.transfer_id}::bigint`.execute(
      ctx.db.db,
    );
    expect(rows).toEqual([{ reference: `order:${order.id}`, kind: 'referral_reward' }]);
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });

  it('a Sell pays the share of its fee the same way', async () => {
    const reza = await signUpReferred(ctx, 'reza@example.com', await referralCodeOf(ctx, ali));
    await fund(ctx, reza, 'USDT', '150');
    const [aliBefore, feesBefore] = [await irtOf(ali), await fees()];
    const order = await trade(ctx, reza, 'Sell', '150');
    // value 150 x 99,000 = 14,850,000; fee 14,850; 12.5% = 1,856.25 -> 1,856.
    expect(order.fee_value).toBe('14850');
    expect(BigInt(await irtOf(ali)) - BigInt(aliBefore)).toBe(1856n);
    expect(BigInt(await fees()) - BigInt(feesBefore)).toBe(14850n - 1856n);
    expect(await rewardsOf(ctx, order.id)).toHaveLength(1);
  });

  it('an order above the approval limit pays the referrer when it fills, not when it is placed', async () => {
    const mina = await signUpReferred(ctx, 'mina@example.com', await referralCodeOf(ctx, ali));
    await updateSettings(ctx, admin, { approval_limit: '5000000' });
    try {
      await fund(ctx, mina, 'IRT', '8000000');
      const quoted = await quote(ctx, mina, 'Buy', '8000000');
      expect(quoted.json().approval_required).toBe(true);
      const placed = await place(ctx, mina, 'Buy', quoted.json().id);
      expect(placed.statusCode, placed.body).toBe(201);
      const { id } = placed.json();
      const aliBefore = await irtOf(ali);
      expect(await rewardsOf(ctx, id)).toEqual([]);
      expect((await deskDecides(ctx, admin, 'approve', id)).statusCode).toBe(200);
      expect(await rewardsOf(ctx, id)).toEqual([]);
      const approved = await decide(ctx, mina, 'approve', id);
      expect(approved.statusCode, approved.body).toBe(200);
      // The final figures' fee (7,999: the most Tether the hold buys) is what the share is taken of.
      expect(approved.json().fee_value).toBe('7999');
      expect(BigInt(await irtOf(ali)) - BigInt(aliBefore)).toBe(999n);
      expect((await rewardsOf(ctx, id)).map((reward) => reward.amount)).toEqual(['999']);
    } finally {
      await updateSettings(ctx, admin, { approval_limit: '1000000000' });
    }
  });

  it('a share of 0 moves nothing and records nothing', async () => {
    const nima = await signUpReferred(ctx, 'nima@example.com', await referralCodeOf(ctx, ali));
    await updateSettings(ctx, admin, { referral_share_percent: '0' });
    try {
      await fund(ctx, nima, 'IRT', '10000000');
      const [aliBefore, feesBefore] = [await irtOf(ali), await fees()];
      const order = await trade(ctx, nima, 'Buy', '10000000');
      expect(await irtOf(ali)).toBe(aliBefore);
      expect(BigInt(await fees()) - BigInt(feesBefore)).toBe(10000n);
      expect((await movementsOf(ctx, order.id)).map((m) => m.kind)).not.toContain('referral_reward');
      expect(await rewardsOf(ctx, order.id)).toEqual([]);
    } finally {
      await updateSettings(ctx, admin, { referral_share_percent: '12.5' });
    }
  });

  it('a share that rounds down to nothing pays nothing', async () => {
    const omid = await signUpReferred(ctx, 'omid@example.com', await referralCodeOf(ctx, ali));
    await fund(ctx, omid, 'IRT', '7000');
    // fee 7 Toman; 12.5% = 0.875 -> 0.
    const order = await trade(ctx, omid, 'Buy', '7000');
    expect(order.fee_value).toBe('7');
    expect(await rewardsOf(ctx, order.id)).toEqual([]);
  });

  it('a person nobody invited pays no reward', async () => {
    const lone = await newTrader(ctx, 'lone@example.com');
    await fund(ctx, lone, 'IRT', '10000000');
    const order = await trade(ctx, lone, 'Buy', '10000000');
    expect((await movementsOf(ctx, order.id)).map((m) => m.kind)).toEqual(['buy', 'fee', 'buy']);
    expect(await rewardsOf(ctx, order.id)).toEqual([]);
  });

  it('a referrer with a higher user id is paid after the person moves, and the books still balance', async () => {
    // Sign-up links only ever name an older account; this referrer is newer than the person (lock order's
    // other branch).
    const older = await newTrader(ctx, 'older@example.com');
    const newer = await newTrader(ctx, 'newer@example.com');
    await ctx.db.db.updateTable('users').set({ referred_by: newer.id }).where('id', '=', older.id).execute();
    await fund(ctx, older, 'IRT', '10000000');
    const order = await trade(ctx, older, 'Buy', '10000000');
    expect(await irtOf(newer)).toBe('1250');
    expect((await movementsOf(ctx, order.id)).map((m) => m.kind)).toEqual([
      'buy',
      'fee',
      'buy',
      'referral_reward',
    ]);
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });

  it('a referrer with a lower user id is paid before the person moves', async () => {
    const sara = await signUpReferred(ctx, 'sara.order@example.com', await referralCodeOf(ctx, ali));
    await fund(ctx, sara, 'IRT', '10000000');
    const order = await trade(ctx, sara, 'Buy', '10000000');
    expect((await movementsOf(ctx, order.id)).map((m) => m.kind)).toEqual([
      'referral_reward',
      'buy',
      'fee',
      'buy',
    ]);
  });

  it('one order pays at most one reward (the database refuses a second)', async () => {
    const [reward] = await ctx.db.db.selectFrom('referral_rewards').selectAll().limit(1).execute();
    await expect(
      ctx.db.db
        .insertInto('referral_rewards')
        .values({
          order_id: reward!.order_id,
          referrer_id: reward!.referrer_id,
          referred_id: reward!.referred_id,
          amount: '1',
          transfer_id: reward!.transfer_id,
          created_at: ctx.clock.now(),
        })
        .execute(),
    ).rejects.toThrow(/referral_rewards_one_per_order|duplicate key/);
  });
});
