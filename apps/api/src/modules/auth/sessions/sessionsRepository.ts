import type { Db } from '../../../db/transaction.js';
import type { UserRow } from '../../users/index.js';

export interface SessionRow {
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export type SessionWithUser = UserRow & { session_last_seen_at: Date; session_expires_at: Date };

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/**
 * The session and its person in one query: this runs on every signed-in request. (The one place a module
 * reads another's table: a second round trip per request is what the join saves.)
 */
export function findSessionWithUser(db: Db, idHash: string): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select(['s.last_seen_at as session_last_seen_at', 's.expires_at as session_expires_at'])
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
