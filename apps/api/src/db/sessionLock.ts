import { sql, type Kysely } from 'kysely';

/**
 * Runs `work` on one pinned connection while it holds a session-level advisory lock on `key`: every server
 * instance asking for the same key waits its turn, across processes. The lock only means something on the
 * session that holds it, so `work` must use the connection it is given, never the pool.
 */
export async function withSessionLock<DB, T>(
  db: Kysely<DB>,
  key: number,
  work: (conn: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
