import type { ColumnType } from 'kysely';

/** int8 columns arrive as decimal strings on both drivers (see createDb). */
type Int8 = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'user' | 'admin';
export type Locale = 'fa' | 'en';
export type VerificationStatus = 'not_verified' | 'in_progress' | 'verified';
export type UserType = 'individual' | 'legal';

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
