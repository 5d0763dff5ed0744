import type { ColumnType, Generated } from 'kysely';

type Decimal = ColumnType<string, string, string>;

/** Owned by modules/settings (migrations/0010_wallet.sql): the desk's bank accounts for Toman deposits. */
export interface DeskBankAccountsTable {
  id: Generated<string>;
  holder: string;
  account_number: string;
  iban: string;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Owned by modules/settings: a withdrawal's minimum and fee per currency (the limits are modules/limits'). */
export interface WithdrawTermsTable {
  currency: 'IRT' | 'USDT';
  min_amount: Decimal;
  fee: Decimal;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Owned by modules/settings: the desk's trading settings, one row. */
export interface DeskSettingsTable {
  id: ColumnType<number, never, never>;
  approval_limit: Decimal;
  quote_valid_seconds: number;
  /** An order awaiting approval longer than this is cancelled and its hold released (0011_trade.sql). */
  approval_timeout_minutes: ColumnType<number, number | undefined, number>;
  referral_share_percent: ColumnType<string, string | undefined, string>;
  report_retention_hours: ColumnType<number, number | undefined, number>;
  fee_tiers: ColumnType<FeeTier[], string, string>;
  /** The account guards' times (0027_security_settings.sql). */
  withdrawal_hold_hours: ColumnType<number, number | undefined, number>;
  secure_withdrawal_wait_hours: ColumnType<number, number | undefined, number>;
  freeze_link_hours: ColumnType<number, number | undefined, number>;
  /** The price guards (0033_market_controls.sql), in percent. */
  quote_guard_percent: ColumnType<string, string | undefined, string>;
  price_confirm_percent: ColumnType<string, string | undefined, string>;
  /** The reference feed's limits for automatic prices (0034_automatic_prices.sql). */
  feed_max_age_seconds: ColumnType<number, number | undefined, number>;
  feed_divergence_percent: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FeeTier {
  min_volume: string;
  fee_percent: string;
}

declare module '../../db/schema.js' {
  interface Database {
    desk_bank_accounts: DeskBankAccountsTable;
    withdraw_terms: WithdrawTermsTable;
    desk_settings: DeskSettingsTable;
  }
}
