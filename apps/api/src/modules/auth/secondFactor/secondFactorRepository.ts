import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import { deleteAllPasskeys } from '../passkeys/passkeyRepository.js';
import './secondFactorTables.js';

/** The person's authenticator app, confirmed or not; undefined when they never started one. */
export function totpFactorOf(db: Db, userId: string) {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the person has a confirmed second factor. */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await totpFactorOf(db, userId))?.enabled_at != null;
}

/**
 * Keeps a new (sealed) secret for an enrolment, replacing an unconfirmed one; false when the person already
 * has a confirmed app, which this never replaces. One statement, so two tabs cannot both get past the check.
 */
export async function startTotp(db: Db, userId: string, sealedSecret: string, at: Date): Promise<boolean> {
  const { rows } = await sql<{ user_id: string }>`
    INSERT INTO totp_factors AS t (user_id, secret, enabled_at, last_step, created_at)
    VALUES (${userId}, ${sealedSecret}, NULL, NULL, ${at})
    ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = NULL, created_at = EXCLUDED.created_at
      WHERE t.enabled_at IS NULL
    RETURNING user_id`.execute(db);
  return rows.length === 1;
}

/**
 * Takes the code of `step` if no code of this or a later step was taken before, and says whether it did:
 * one conditional UPDATE, so the same code sent twice (to two processes at once, say) is taken once.
 * `confirming` takes it only for an app not confirmed yet, and confirms it.
 */
export async function takeTotpStep(
  db: Db,
  userId: string,
  step: number,
  { confirming, at }: { confirming: boolean; at: Date },
): Promise<boolean> {
  const taken = await db
    .updateTable('totp_factors')
    .set(confirming ? { last_step: step, enabled_at: at } : { last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', confirming ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The person's recovery codes become these (hashes): older ones, used or not, stop working. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  hashes: string[],
  at: Date,
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
    .execute();
}

/**
 * Turns the app off: its row goes (a new set-up starts afresh, with the password), and every unused recovery
 * code is marked used, so none works and the account keeps the record that it had a factor before; the
 * passkeys go too (they are added beside the app, never in its place).
 */
export async function removeTotp(db: Db, userId: string, at: Date): Promise<boolean> {
  const removed = await db.deleteFrom('totp_factors').where('user_id', '=', userId).executeTakeFirst();
  await deleteAllPasskeys(db, userId);
  await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return removed.numDeletedRows > 0n;
}

/** Whether the person ever had recovery codes, i.e. an app confirmed before this one. */
export async function hadSecondFactorBefore(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses one recovery code (by hash) if it is the person's and unused; one statement, so it works once. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string, at: Date): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

/** How many of the person's recovery codes are unused. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}
