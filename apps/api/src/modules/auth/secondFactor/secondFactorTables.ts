import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;
type Int8 = ColumnType<string, string | number, string | number>;

/** Owned by modules/auth (migrations/0018_second_factors.sql). */
export interface TotpFactorsTable {
  user_id: Fixed<string>;
  /** The secret, encrypted (secretBox.ts). */
  secret: string;
  enabled_at: Date | null;
  last_step: Int8 | null;
  created_at: Date;
}

export interface RecoveryCodesTable {
  id: ColumnType<string, never, never>;
  user_id: Fixed<string>;
  code_hash: Fixed<string>;
  used_at: Date | null;
  created_at: Fixed<Date>;
}

export interface PendingLoginsTable {
  token_hash: Fixed<string>;
  user_id: Fixed<string>;
  email: Fixed<string>;
  expires_at: Fixed<Date>;
  created_at: Fixed<Date>;
}

declare module '../../../db/schema.js' {
  interface Database {
    totp_factors: TotpFactorsTable;
    recovery_codes: RecoveryCodesTable;
    pending_logins: PendingLoginsTable;
  }
}
