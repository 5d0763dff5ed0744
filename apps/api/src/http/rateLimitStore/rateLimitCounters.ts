import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one atomic statement, so concurrent hits on
 * every server instance are all counted. A hit after the window's end starts a new window. Time is the
 * database's, so instances with skewed clocks still agree on when a window ends.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const result = await sql<{ hits: number; ttl_ms: number }>`
    INSERT INTO rate_limits AS counter (key, hits, window_ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs}::float8 / 1000))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
      window_ends_at = CASE WHEN counter.window_ends_at <= now()
        THEN excluded.window_ends_at ELSE counter.window_ends_at END
    RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::int4 AS ttl_ms
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, row.ttl_ms) };
}

/**
 * Deletes up to `batch` counters whose window has ended; returns how many. Rows another instance is
 * updating right now are skipped rather than waited for.
 */
export async function deleteExpiredCounters(db: Db, batch: number): Promise<number> {
  const result = await sql`
    DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE window_ends_at <= now()
      ORDER BY window_ends_at LIMIT ${batch} FOR UPDATE SKIP LOCKED
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
