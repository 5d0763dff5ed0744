import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;
type Int8 = ColumnType<string, string | number, string | number>;

/** Owned by modules/auth (migrations/0028_passkeys.sql). */
export interface PasskeysTable {
  id: ColumnType<string, never, never>;
  user_id: Fixed<string>;
  /** The credential's id, base64url, as the browser names it. */
  credential_id: Fixed<string>;
  /** The COSE public key, base64url. */
  public_key: Fixed<string>;
  sign_count: Int8;
  /** The authenticator's transports, comma-separated (a hint for the browser's prompt). */
  transports: Fixed<string>;
  name: string;
  created_at: Fixed<Date>;
  last_used_at: Date | null;
}

export type PasskeyPurpose = 'register' | 'login' | 'confirm';

export interface PasskeyChallengesTable {
  challenge: Fixed<string>;
  user_id: Fixed<string>;
  purpose: Fixed<PasskeyPurpose>;
  expires_at: Fixed<Date>;
  created_at: Fixed<Date>;
}

declare module '../../../db/schema.js' {
  interface Database {
    passkeys: PasskeysTable;
    passkey_challenges: PasskeyChallengesTable;
  }
}
