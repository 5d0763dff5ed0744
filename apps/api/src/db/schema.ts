import type { ColumnType } from 'kysely';

/** int8 columns arrive as decimal strings on both drivers (see createDb). */
type Int8 = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'user' | 'admin';
export type Locale = 'fa' | 'en';
export type VerificationStatus = 'not_verified' | 'in_progress' | 'verified';
export type UserType = 'individual' | 'legal';

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
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  /** Hex SHA-256 of the cookie value: a database leak does not leak usable session ids. */
  id_hash: string;
  user_id: Int8;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captcha_solutions: CaptchaSolutionsTable;
}
