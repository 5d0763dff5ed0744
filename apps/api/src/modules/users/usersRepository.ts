import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type {
  Locale,
  UsersTable,
  UserType,
  VerificationStatus,
  WithdrawalHoldReason,
} from '../../db/schema.js';
import { newReferralCode } from './referralCode.js';
import type { SecureModeColumns } from './secureWithdrawals.js';

export type UserRow = Selectable<UsersTable>;

/**
 * Every read and write of `users`. Other modules change a person's row only through these functions
 * (exported by index.ts), each taking the database or the caller's transaction.
 */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
}

/** The row, locked to the end of the caller's transaction. */
export function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id as never)
    .forUpdate()
    .executeTakeFirst();
}

/** The ids of every operator (role admin), oldest first: whom the desk's own alerts go to. */
export async function operatorIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('referral_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

/** A new password; it clears `must_change_password` (the person chose this one). */
export async function setPasswordHash(db: Db, id: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: false, updated_at: at })
    .where('id', '=', id as never)
    .execute();
}

/** The phrase every mail to the account opens with (null removes it); the owner is told by the caller. */
export async function setAntiPhishingPhrase(
  db: Db,
  id: string,
  phrase: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      anti_phishing_phrase: phrase,
      anti_phishing_phrase_set_at: phrase === null ? null : at,
      updated_at: at,
    })
    .where('id', '=', id as never)
    .execute();
}

/**
 * Holds the person's withdrawals until `until` after a risky change (`reason`); a hold already running
 * longer keeps its end. Takes the row's lock, so a withdrawal being requested at the same moment is decided
 * either wholly before the change or after it (it reads the row FOR SHARE: `withdrawalHoldOf`).
 */
export async function holdWithdrawals(
  db: Db,
  id: string,
  hold: { until: Date; reason: WithdrawalHoldReason },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      withdrawals_held_reason: eb
        .case()
        .when('withdrawals_held_until', '>', hold.until)
        .then(eb.ref('withdrawals_held_reason'))
        .else(hold.reason)
        .end(),
      withdrawals_held_until: eb.fn('greatest', [
        eb.fn.coalesce('withdrawals_held_until', eb.val(hold.until)),
        eb.val(hold.until),
      ]),
    }))
    .where('id', '=', id as never)
    .execute();
}

/**
 * What stops the person's withdrawals as it stands (a freeze by the owner, or a hold after a risky change),
 * read FOR SHARE: a change to it waits for the caller's transaction.
 */
export async function withdrawalHoldOf(
  db: Db,
  id: string,
): Promise<{
  frozenAt: Date | null;
  /** The operator's note when the desk stopped them (null when the owner did). */
  frozenNote: string | null;
  hold: { until: Date; reason: WithdrawalHoldReason } | null;
  secureMode: SecureModeColumns;
}> {
  const row = await db
    .selectFrom('users')
    .select([
      'withdrawals_held_until',
      'withdrawals_held_reason',
      'withdrawals_frozen_at',
      'withdrawals_frozen_note',
      'secure_withdrawals_since',
      'secure_withdrawals_end_at',
    ])
    .where('id', '=', id as never)
    .forShare()
    .executeTakeFirst();
  const hold =
    row?.withdrawals_held_until && row.withdrawals_held_reason
      ? { until: row.withdrawals_held_until, reason: row.withdrawals_held_reason }
      : null;
  return {
    frozenAt: row?.withdrawals_frozen_at ?? null,
    frozenNote: row?.withdrawals_frozen_note ?? null,
    hold,
    secureMode: {
      secure_withdrawals_since: row?.secure_withdrawals_since ?? null,
      secure_withdrawals_end_at: row?.secure_withdrawals_end_at ?? null,
    },
  };
}

export async function setUserLocale(db: Db, id: string, locale: Locale, at: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ locale, updated_at: at })
    .where('id', '=', id as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VerificationState {
  verification_status: VerificationStatus;
  verification_reason: string | null;
  /** Set when a submission names the person (individual) or company (legal). */
  user_type?: UserType;
  name?: string | null;
}

/** The person's identity verification state, as the verification module decides it. */
export async function setVerificationState(
  db: Db,
  id: string,
  state: VerificationState,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...state, updated_at: at })
    .where('id', '=', id as never)
    .execute();
}

/** Inserts unless the email exists (any case); returns the new row, or undefined when it existed. */
export async function insertUserIfAbsent(db: Db, user: Insertable<UsersTable>): Promise<UserRow | undefined> {
  const result = await sql<UserRow>`
    INSERT INTO users (email, password_hash, role, locale, referral_code, referred_by, must_change_password)
    VALUES (${user.email}, ${user.password_hash ?? null}, ${user.role ?? 'user'}, ${user.locale ?? 'fa'},
            ${user.referral_code}, ${user.referred_by ?? null}, ${user.must_change_password ?? false})
    ON CONFLICT ((lower(email))) DO NOTHING
    RETURNING *`.execute(db);
  return result.rows[0];
}

/**
 * The operator account of `admin:create`: inserted as an admin, or, when the email exists (any case),
 * made an admin; either way with this one-time password, which it must replace at its next login.
 * `created` says which happened.
 */
export async function upsertAdminWithOneTimePassword(
  db: Db,
  email: string,
  passwordHash: string,
  at: Date,
): Promise<{ user: UserRow; created: boolean }> {
  // xmax is 0 on a row this statement inserted and set on one it updated: one statement, no race.
  const result = await sql<UserRow & { inserted: boolean }>`
    INSERT INTO users (email, password_hash, role, referral_code, must_change_password, created_at, updated_at)
    VALUES (${email}, ${passwordHash}, 'admin', ${newReferralCode()}, true, ${at}, ${at})
    ON CONFLICT ((lower(email))) DO UPDATE
      SET role = 'admin', password_hash = EXCLUDED.password_hash, must_change_password = true,
          updated_at = EXCLUDED.updated_at
    RETURNING *, (xmax = 0) AS inserted`.execute(db);
  const { inserted, ...user } = result.rows[0]!;
  return { user, created: inserted };
}
