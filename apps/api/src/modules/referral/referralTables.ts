import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;

/** Owned by modules/referral (migrations/0015_referral.sql): append-only, one row per filled order. */
export interface ReferralRewardsTable {
  id: ColumnType<string, never, never>;
  order_id: Fixed<string>;
  referrer_id: Fixed<string>;
  referred_id: Fixed<string>;
  /** Whole Toman. */
  amount: Fixed<string>;
  transfer_id: Fixed<string>;
  created_at: Fixed<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    referral_rewards: ReferralRewardsTable;
  }
}
