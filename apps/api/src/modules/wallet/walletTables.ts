import type { ColumnType, Generated } from 'kysely';

/** int8 and numeric columns arrive as decimal strings on both drivers (see createDb). */
type Int8 = ColumnType<string, string | number, string | number>;
type Decimal = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Currency = 'IRT' | 'USDT';
export type WalletTransactionType = 'Deposit' | 'Withdraw';
export type WalletTransactionStatus = 'Pending' | 'Approved' | 'Rejected';

/** Owned by modules/wallet (migrations/0010_wallet.sql, 0012_withdraw_fee_hold.sql). */
export interface WalletTransactionsTable {
  /** Given on insert only by a withdrawal, which takes its id first (see requestWithdrawal). */
  id: ColumnType<string, string | undefined, never>;
  user_id: Int8;
  type: WalletTransactionType;
  currency: Currency;
  amount: Decimal;
  fee: ColumnType<string, string | undefined, string>;
  status: ColumnType<WalletTransactionStatus, WalletTransactionStatus | undefined, WalletTransactionStatus>;
  remained_balance: ColumnType<string | null, string | null | undefined, string | null>;
  bank_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  source_account: ColumnType<string | null, string | null | undefined, string | null>;
  source_account_name: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_id: ColumnType<string | null, string | null | undefined, string | null>;
  receipt_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  dest_iban: ColumnType<string | null, string | null | undefined, string | null>;
  dest_owner_name: ColumnType<string | null, string | null | undefined, string | null>;
  dest_address: ColumnType<string | null, string | null | undefined, string | null>;
  network: ColumnType<'TRC20' | null, 'TRC20' | null | undefined, 'TRC20' | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawal_type: ColumnType<'normal' | null, 'normal' | null | undefined, 'normal' | null>;
  trx_hash: ColumnType<string | null, string | null | undefined, string | null>;
  log_index: ColumnType<number | null, number | null | undefined, number | null>;
  hold_transfer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A withdrawal's fee, held apart from its net amount (0012); null without a fee and before 0012. */
  fee_hold_transfer_id: ColumnType<string | null, string | null | undefined, string | null>;
  credit_transfer_id: ColumnType<string | null, string | null | undefined, string | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A Toman deposit over the person's limit (0035): which limit it passed and that limit's amount. */
  over_limit_period: ColumnType<'daily' | 'monthly' | null, 'daily' | 'monthly' | null | undefined, never>;
  over_limit_amount: ColumnType<string | null, string | null | undefined, never>;
}

/** Owned by modules/wallet. */
export interface SavedIbansTable {
  id: Generated<string>;
  user_id: Int8;
  owner_name: string;
  iban: string;
  created_at: Timestamp;
}

/** Owned by modules/wallet. */
export interface SavedAddressesTable {
  id: Generated<string>;
  user_id: Int8;
  label: string | null;
  network: 'TRC20';
  address: string;
  created_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    wallet_transactions: WalletTransactionsTable;
    saved_ibans: SavedIbansTable;
    saved_addresses: SavedAddressesTable;
  }
}
