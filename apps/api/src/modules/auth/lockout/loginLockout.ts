import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';

export interface LockoutSettings {
  maxFailures: number;
  lockSeconds: number;
}

const secondsLeft = (until: Date | null, now: Date): number =>
  until && until.getTime() > now.getTime() ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;

/**
 * Reserves one password check for the email before it is made, and answers the seconds left on its lock (0:
 * go on). One statement counts the attempt and decides, so concurrent guesses on any number of server
 * processes each take their own place in the count: at most `maxFailures` checks run until one succeeds (a
 * success clears the count), and the next reservation locks the email for `lockSeconds`. A lock that has
 * run out starts a new count with this attempt. Counted only for requests whose captcha was valid.
 */
export async function reserveLoginAttempt(
  db: Db,
  settings: LockoutSettings,
  email: string,
  now: Date,
): Promise<number> {
  const lockUntil = new Date(now.getTime() + settings.lockSeconds * 1000);
  const { rows } = await sql<{ locked_until: Date | null }>`
    INSERT INTO login_lockouts AS l (email, failures, locked_until, updated_at)
    VALUES (${email}, 1, NULL, ${now})
    ON CONFLICT (email) DO UPDATE
      SET failures = CASE WHEN l.locked_until > ${now} THEN l.failures
                          WHEN l.locked_until IS NOT NULL THEN 1
                          ELSE l.failures + 1 END,
          locked_until = CASE WHEN l.locked_until > ${now} THEN l.locked_until
                              WHEN l.locked_until IS NOT NULL THEN NULL
                              WHEN l.failures + 1 > ${settings.maxFailures} THEN ${lockUntil}::timestamptz
                              ELSE NULL END,
          updated_at = ${now}
    RETURNING locked_until`.execute(db);
  return secondsLeft(rows[0]?.locked_until ?? null, now);
}

/**
 * A reserved check failed. The `maxFailures`-th failure locks the email at once, so the lock runs from the
 * last wrong password, not from the next attempt.
 */
export async function recordLoginFailure(
  db: Db,
  settings: LockoutSettings,
  email: string,
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + settings.lockSeconds * 1000);
  await db
    .updateTable('login_lockouts')
    .set({ locked_until: lockUntil, updated_at: now })
    .where('email', '=', email)
    .where('failures', '>=', settings.maxFailures)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/**
 * A reserved check that was never made (the request was refused, or answered from its Idempotency-Key,
 * before its secret was looked at) gives its place back; a lock already taken stays.
 */
export async function releaseLoginAttempt(db: Db, email: string): Promise<void> {
  await db
    .updateTable('login_lockouts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('email', '=', email)
    .where('failures', '>', 0)
    .where('locked_until', 'is', null)
    .execute();
}

/** A successful login or a password reset: the count and any lock are gone. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_lockouts').where('email', '=', email).execute();
}
