import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';

export interface LockoutSettings {
  maxFailures: number;
  lockSeconds: number;
}

/** Seconds left on the email's lock, or 0 when it may log in. */
export async function lockedForSeconds(db: Db, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('login_lockouts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  const until = row?.locked_until?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts one wrong password (of a request with a valid captcha). The `maxFailures`-th locks the email for
 * `lockSeconds` and starts the count again. One statement, so concurrent failures are all counted.
 */
export async function recordLoginFailure(
  db: Db,
  settings: LockoutSettings,
  email: string,
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + settings.lockSeconds * 1000);
  await sql`
    INSERT INTO login_lockouts AS l (email, failures, locked_until, updated_at)
    VALUES (${email}, 1, CASE WHEN 1 >= ${settings.maxFailures} THEN ${lockUntil}::timestamptz END, ${now})
    ON CONFLICT (email) DO UPDATE
      SET failures = CASE WHEN l.failures + 1 >= ${settings.maxFailures} THEN 0 ELSE l.failures + 1 END,
          locked_until = CASE WHEN l.failures + 1 >= ${settings.maxFailures} THEN ${lockUntil}::timestamptz
                              ELSE l.locked_until END,
          updated_at = ${now}`.execute(db);
}

/** A successful login or a password reset: the count and any lock are gone. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_lockouts').where('email', '=', email).execute();
}
