import type { Db } from '../../../db/transaction.js';
import '../secondFactor/secondFactorTables.js';
import type { UserRow } from '../../users/index.js';

export interface SessionRow {
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export type SessionWithUser = UserRow & {
  session_last_seen_at: Date;
  session_expires_at: Date;
  /** When the person's authenticator app was confirmed; null while they have none. */
  second_factor_enabled_at: Date | null;
};

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/**
 * The session, its person and whether they have a second factor, in one query: this runs on every signed-in
 * request, and the router refuses the back office to an operator without one. (The one place a module reads
 * other tables than its own: a second round trip per request is what the joins save.)
 */
export function findSessionWithUser(db: Db, idHash: string): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('totp_factors as t', 't.user_id', 's.user_id')
    .selectAll('u')
    .select([
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      't.enabled_at as second_factor_enabled_at',
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst() as Promise<SessionWithUser | undefined>;
}

/**
 * Moves the idle timer to `at` if it was last moved at or before `dueBy`; when a concurrent request already
 * moved it, this changes nothing (same boundary as the caller's check, so a due touch is never skipped).
 */
export async function touchSession(db: Db, idHash: string, at: Date, dueBy: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('id_hash', '=', idHash)
    .where('last_seen_at', '<=', dueBy)
    .execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user, except `keepHash` when given. */
export async function deleteSessionsOfUser(db: Db, userId: string, keepHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash) query = query.where('id_hash', '!=', keepHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}

/**
 * The person's sessions still alive at `at` (within both their absolute and their idle limit), with what the
 * sessions list shows; the most recently used first.
 */
export function liveSessionsOf(db: Db, userId: string, at: Date, idleSeconds: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'id_hash', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', at)
    .where('last_seen_at', '>', new Date(at.getTime() - idleSeconds * 1000))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the person's sessions by its public number; false when it is not theirs (or gone). */
export async function deleteSessionById(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
