import type { ColumnType } from 'kysely';

/** int8 columns arrive as decimal strings on both drivers (see createDb). */
type Int8 = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'user' | 'admin';
export type Locale = 'fa' | 'en';
export type VerificationStatus = 'not_verified' | 'in_progress' | 'verified';
export type UserType = 'individual' | 'legal';
export type WithdrawalHoldReason =
  | 'password_changed'
  | 'password_reset'
  | 'recovery_code_used'
  | 'second_factor_removed'
  | 'second_factor_added';

/** Owned by modules/users: no other module writes it. */
export interface UsersTable {
  id: ColumnType<string, never, never>;
  email: string;
  password_hash: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  name: string | null;
  verification_status: ColumnType<VerificationStatus, VerificationStatus | undefined, VerificationStatus>;
  verification_reason: string | null;
  user_type: UserType | null;
  referral_code: string;
  referred_by: Int8 | null;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  /** Withdrawals refused until then, after a risky security change (migrations/0019_withdrawal_holds.sql). */
  withdrawals_held_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  withdrawals_held_reason: ColumnType<
    WithdrawalHoldReason | null,
    WithdrawalHoldReason | null | undefined,
    WithdrawalHoldReason | null
  >;
  /** Withdrawals stopped by the owner from a security mail until an operator lifts it (0022). */
  withdrawals_frozen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An operator's note when the desk stopped withdrawals (null when the owner did, or none is). (0024) */
  withdrawals_frozen_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** Trading stopped by an operator, with the note the person is shown (0024). */
  trading_frozen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  trading_frozen_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The phrase every mail to the account opens with, chosen by its owner (0023). */
  anti_phishing_phrase: ColumnType<string | null, string | null | undefined, string | null>;
  anti_phishing_phrase_set_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Secure-withdrawal mode: in force from `since` until `end_at` (null: no end asked for) (0025). */
  secure_withdrawals_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  secure_withdrawals_end_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Owned by modules/auth. */
export interface SessionsTable {
  /** Hex SHA-256 of the cookie value: a database leak does not leak usable session ids. */
  id_hash: string;
  user_id: Int8;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** The session's public number (the sessions list and signing one out), never its secret. */
  id: ColumnType<string, never, never>;
  user_agent: string | null;
  ip: string | null;
}

/** Owned by modules/auth. */
export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: Timestamp;
}

export type CodePurpose = 'sign_up' | 'reset_password';

/** Owned by modules/auth. */
export interface EmailCodesTable {
  email: string;
  purpose: CodePurpose;
  code_hash: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  ref_code: string | null;
}

export type SubmissionStatus = 'draft' | 'in_progress' | 'verified' | 'rejected';

/** jsonb arrives parsed on both drivers and is written as JSON text. */
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

/** Owned by modules/verification. */
export interface VerificationsTable {
  id: ColumnType<string, never, never>;
  user_id: Int8;
  user_type: UserType;
  status: SubmissionStatus;
  reason: string | null;
  legal_step: ColumnType<number, number | undefined, number>;
  details: Json;
  submitted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewed_by: Int8 | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Owned by modules/files. */
export interface FilesTable {
  id: ColumnType<string, never, never>;
  user_id: Int8;
  verification_id: Int8 | null;
  field: string;
  original_name: string;
  content_type: string;
  size: Int8;
  storage_name: string;
  created_at: Timestamp;
}

/** Owned by modules/audit. */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  actor_id: Int8 | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Json;
  ip: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captcha_solutions: CaptchaSolutionsTable;
  email_codes: EmailCodesTable;
  verifications: VerificationsTable;
  files: FilesTable;
  audit_log: AuditLogTable;
  login_lockouts: LoginLockoutsTable;
  rate_limits: RateLimitsTable;
}

/** Owned by modules/auth. */
export interface LoginLockoutsTable {
  email: string;
  failures: number;
  locked_until: Date | null;
  updated_at: Timestamp;
}

/** Owned by http/rateLimitStore: one fixed-window counter per limit and client. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

// ---------------------------------------------------------------------------------------------------------
// Tether (USDT TRC-20) deposits: migrations/0009_deposit_addresses.sql, owned by modules/chain.
// The tables join `Database` by interface merging, so this section stands apart from the ones above.
// ---------------------------------------------------------------------------------------------------------

export type ChainNetwork = 'tron';

/** One deposit address per person, derived from the configured xpub at m/44'/195'/0'/0/derivation_index. */
export interface DepositAddressesTable {
  user_id: ColumnType<string, string | number, never>;
  network: ColumnType<ChainNetwork, ChainNetwork, never>;
  derivation_index: ColumnType<number, number, never>;
  address: ColumnType<string, string, never>;
  created_at: ColumnType<Date, Date | string, never>;
}

/** A credited on-chain transfer: the primary key (tx_hash, log_index) makes crediting idempotent. */
export interface ChainDepositsTable {
  tx_hash: ColumnType<string, string, never>;
  log_index: ColumnType<number, number, never>;
  address: ColumnType<string, string, never>;
  user_id: ColumnType<string, string | number, never>;
  /** numeric(38,6) as an exact decimal string. */
  amount: ColumnType<string, string, never>;
  block_number: ColumnType<string, string | number, never>;
  credited_at: ColumnType<Date, Date | string, never>;
}

/** Per watched address: every transfer before `settled_until_ms` (block time, ms) is credited or refused. */
export interface ChainScanCursorsTable {
  address: string;
  settled_until_ms: Int8;
  /** The last scan stopped part way through the listing: the next resumes exactly at settled_until_ms. */
  mid_listing: boolean;
  scanned_at: Timestamp;
}

export interface Database {
  deposit_addresses: DepositAddressesTable;
  chain_deposits: ChainDepositsTable;
  chain_scan_cursors: ChainScanCursorsTable;
}

// ---------------------------------------------------------------------------------------------------------
// Ledger: migrations/0007_ledger.sql, owned by modules/ledger. Written only through its functions (which call
// that migration's SQL functions); others read it through its exports. numeric and int8 arrive as exact
// strings. Transfers and entries are append-only (triggers), hence no update types.
// ---------------------------------------------------------------------------------------------------------

export type LedgerCurrency = 'IRT' | 'USDT';
export type LedgerHouseKind = 'bank' | 'hot_wallet' | 'fees' | 'inventory' | 'referral';
export type LedgerAccountKind = 'available' | 'held' | LedgerHouseKind;

/** Reference data: which kinds exist in which currency, and whether a person owns them. */
export interface LedgerAccountKindsTable {
  kind: ColumnType<LedgerAccountKind, never, never>;
  currency: ColumnType<LedgerCurrency, never, never>;
  personal: ColumnType<boolean, never, never>;
}

export interface LedgerAccountsTable {
  id: ColumnType<string, never, never>;
  /** NULL for house accounts. */
  user_id: ColumnType<string | null, string | null | undefined, never>;
  currency: ColumnType<LedgerCurrency, LedgerCurrency, never>;
  kind: ColumnType<LedgerAccountKind, LedgerAccountKind, never>;
  /** Generated: user_id IS NOT NULL. */
  personal: ColumnType<boolean, never, never>;
  /** People's accounts only; a house account's balance is the sum of its entries. */
  balance: ColumnType<string | null, string | null | undefined, string>;
  version: ColumnType<string | null, string | null | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LedgerTransfersTable {
  id: ColumnType<string, never, never>;
  currency: ColumnType<LedgerCurrency, LedgerCurrency, never>;
  from_account_id: ColumnType<string, string, never>;
  to_account_id: ColumnType<string, string, never>;
  amount: ColumnType<string, string, never>;
  kind: ColumnType<string, string, never>;
  reference: ColumnType<string, string, never>;
  /** A hold, posted or voided later by the transfer whose pending_id names it. */
  pending: ColumnType<boolean, boolean | undefined, never>;
  pending_id: ColumnType<string | null, string | null | undefined, never>;
  resolution: ColumnType<'posted' | 'voided' | null, 'posted' | 'voided' | null | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LedgerEntriesTable {
  id: ColumnType<string, never, never>;
  transfer_id: ColumnType<string, string, never>;
  account_id: ColumnType<string, string, never>;
  currency: ColumnType<LedgerCurrency, LedgerCurrency, never>;
  /** Signed: negative leaves the account, positive reaches it. */
  amount: ColumnType<string, string, never>;
  /** People's accounts only. */
  balance_after: ColumnType<string | null, string | null | undefined, never>;
  account_version: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The desk's stock per currency (migrations/0030_desk_stock.sql): the inventory's balance, kept by a trigger. */
export interface DeskStockTable {
  currency: ColumnType<LedgerCurrency, never, never>;
  account_id: ColumnType<string, never, never>;
  balance: ColumnType<string, never, never>;
  reserved: ColumnType<string, never, never>;
  floor: ColumnType<string, never, string>;
}

/** What a large order the desk approved keeps of the stock until it fills or is cancelled. */
export interface DeskStockReservationsTable {
  order_id: ColumnType<string, never, never>;
  currency: ColumnType<LedgerCurrency, never, never>;
  amount: ColumnType<string, never, never>;
  reserved_at: ColumnType<Date, never, never>;
  released_at: ColumnType<Date | null, never, never>;
}

export interface Database {
  ledger_account_kinds: LedgerAccountKindsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  desk_stock: DeskStockTable;
  desk_stock_reservations: DeskStockReservationsTable;
}

// ---------------------------------------------------------------------------------------------------------
// Idempotency keys: migrations/0008_idempotency.sql, owned by db/idempotency.ts (runIdempotent).
// ---------------------------------------------------------------------------------------------------------

export interface IdempotencyKeysTable {
  user_id: ColumnType<string, string, never>;
  key: ColumnType<string, string, never>;
  operation: ColumnType<string, string, never>;
  request_hash: ColumnType<string, string, never>;
  /** NULL only inside the transaction that made the key; stored with the answer before it commits. */
  status: ColumnType<number | null, number | null | undefined, number>;
  body: ColumnType<unknown, string | null | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface Database {
  idempotency_keys: IdempotencyKeysTable;
}
