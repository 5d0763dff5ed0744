import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import './referralTables.js';

export interface NewReward {
  orderId: string;
  referrerId: string;
  referredId: string;
  amount: string;
  transferId: string;
  at: Date;
}

export async function insertReward(db: Db, reward: NewReward): Promise<void> {
  await db
    .insertInto('referral_rewards')
    .values({
      order_id: reward.orderId,
      referrer_id: reward.referrerId,
      referred_id: reward.referredId,
      amount: reward.amount,
      transfer_id: reward.transferId,
      created_at: reward.at,
    })
    .execute();
}

export interface ReferralTotals {
  referrals: number;
  /** Whole Toman, as decimal strings. */
  earned: string;
  earnedSince: string;
}

/** How many people the referrer invited, what they earned in all and since `since`. */
export async function referralTotals(db: Db, referrerId: string, since: Date): Promise<ReferralTotals> {
  const { rows } = await sql<{ referrals: string; earned: string; earned_since: string }>`
    SELECT (SELECT count(*) FROM users WHERE referred_by = ${referrerId}::bigint)::text AS referrals,
           trim_scale(coalesce(sum(amount), 0))::text AS earned,
           trim_scale(coalesce(sum(amount) FILTER (WHERE created_at >= ${since}::timestamptz), 0))::text
             AS earned_since
      FROM referral_rewards
     WHERE referrer_id = ${referrerId}::bigint`.execute(db);
  const row = rows[0]!;
  return { referrals: Number(row.referrals), earned: row.earned, earnedSince: row.earned_since };
}

export interface ReferralRow {
  id: string;
  email: string;
  joinedAt: Date;
  earned: string;
  /** Has an order filled after `activeSince`. */
  active: boolean;
}

/**
 * One page of the people the referrer invited, newest first, each with what the referrer earned from them
 * and whether they traded lately. Reads `users` and `orders` to present them (their owners' tables are
 * only read here, never written).
 */
export async function pageOfReferrals(
  db: Db,
  referrerId: string,
  activeSince: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const { rows: counted } = await sql<{ total: string }>`
    SELECT count(*)::text AS total FROM users WHERE referred_by = ${referrerId}::bigint`.execute(db);
  const { rows } = await sql<{
    id: string;
    email: string;
    created_at: Date;
    earned: string;
    active: boolean;
  }>`
    SELECT u.id, u.email, u.created_at,
           (SELECT trim_scale(coalesce(sum(r.amount), 0))::text
              FROM referral_rewards r
             WHERE r.referrer_id = ${referrerId}::bigint AND r.referred_id = u.id) AS earned,
           EXISTS (SELECT 1 FROM orders o
                    WHERE o.user_id = u.id AND o.status = 'Filled'
                      AND o.filled_at > ${activeSince}::timestamptz) AS active
      FROM users u
     WHERE u.referred_by = ${referrerId}::bigint
     ORDER BY u.id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      joinedAt: new Date(row.created_at),
      earned: row.earned,
      active: row.active,
    })),
    total: Number(counted[0]!.total),
  };
}
