import type { ColumnType } from 'kysely';
import type { UserType } from '../../db/schema.js';

type Decimal = ColumnType<string, string, string>;

/** What a person's limit counts (migrations/0035_person_limits.sql). */
export type LimitKind = 'irt_deposit' | 'irt_withdrawal' | 'usdt_withdrawal' | 'trade_value';
export const LIMIT_KINDS: readonly LimitKind[] = [
  'irt_deposit',
  'irt_withdrawal',
  'usdt_withdrawal',
  'trade_value',
];
export type AccountType = UserType;
export const ACCOUNT_TYPES: readonly AccountType[] = ['individual', 'legal'];

/** Owned by modules/limits: each account type's daily and monthly amount of each kind (settings). */
export interface AccountLimitsTable {
  account_type: AccountType;
  kind: LimitKind;
  daily: Decimal;
  monthly: Decimal;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Owned by modules/limits: one person's own amounts of a kind, set by an operator with a note. */
export interface PersonLimitsTable {
  user_id: ColumnType<string, string, never>;
  kind: ColumnType<LimitKind, LimitKind, never>;
  daily: Decimal;
  monthly: Decimal;
  note: string;
  set_by: string;
  set_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    account_limits: AccountLimitsTable;
    person_limits: PersonLimitsTable;
  }
}
