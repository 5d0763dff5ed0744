import type { Db } from '../../db/transaction.js';
import { toMicros, UNIT } from '../../money/decimal.js';
import { credit } from '../ledger/index.js';
import { deskSettings } from '../settings/index.js';
import { findUserById } from '../users/index.js';
import { insertReward } from './referralRepository.js';

export interface FilledOrder {
  orderId: string;
  /** The person whose order filled. */
  userId: string;
  /** The fee the order paid, whole Toman. */
  feeValue: string;
  at: Date;
}

/** The ledger kind of a reward (a contract `Transfer` kind). */
export const REFERRAL_REWARD_KIND = 'referral_reward';

/** floor(fee x share / 100) whole Toman; share is a percent with at most 4 decimals. */
export function referralReward(feeValue: string, sharePercent: string): string {
  return ((toMicros(feeValue) * toMicros(sharePercent)) / (UNIT * UNIT * 100n)).toString();
}

/**
 * Makes the person's own movements of a filled order (`personMovements`) and pays their referrer's share of
 * its fee, all in the order's transaction: floor(fee x referral_share_percent / 100) whole Toman from the
 * desk's `fees` house account to the referrer's available Toman, reference `order:<id>`, and one
 * `referral_rewards` row. Nothing is paid without a referrer, a share or a fee, or when the share rounds
 * down to nothing.
 *
 * Lock order: the reward locks a second person's row (the referrer's Toman account). Every transaction
 * takes people's account rows in ascending user id (Toman before Tether within a person), so the reward is
 * paid before the person's movements when the referrer's id is lower and after them otherwise. Two orders
 * filling crosswise (A invited B and B invited A) then wait on each other instead of deadlocking.
 */
export async function rewardReferrer(
  trx: Db,
  order: FilledOrder,
  personMovements: () => Promise<void>,
): Promise<void> {
  const plan = await planReward(trx, order);
  if (!plan) return personMovements();
  const pay = async () => {
    const moved = await credit(trx, {
      userId: plan.referrerId,
      currency: 'IRT',
      amount: plan.amount,
      from: 'fees',
      kind: REFERRAL_REWARD_KIND,
      reference: `order:${order.orderId}`,
    });
    await insertReward(trx, {
      orderId: order.orderId,
      referrerId: plan.referrerId,
      referredId: order.userId,
      amount: plan.amount,
      transferId: moved.transferId,
      at: order.at,
    });
  };
  if (BigInt(plan.referrerId) < BigInt(order.userId)) {
    await pay();
    await personMovements();
  } else {
    await personMovements();
    await pay();
  }
}

async function planReward(trx: Db, order: FilledOrder) {
  if (toMicros(order.feeValue) <= 0n) return null;
  const person = await findUserById(trx, order.userId);
  const referrerId = person?.referred_by;
  if (!referrerId || referrerId === order.userId) return null;
  const { referral_share_percent: share } = await deskSettings(trx);
  const amount = referralReward(order.feeValue, share);
  return amount === '0' ? null : { referrerId, amount };
}
