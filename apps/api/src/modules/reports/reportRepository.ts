import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { ReportsTable } from './reportTables.js';
import './reportTables.js';

export type ReportRow = Selectable<ReportsTable>;

/** How many reports the list shows (the contract says the last 20). */
export const RECENT_REPORTS = 20;

export function insertReport(db: Db, values: Insertable<ReportsTable>): Promise<ReportRow> {
  return db.insertInto('reports').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The person's recent reports, newest first; deleted ones are gone from the list. */
export function recentReportsOf(db: Db, userId: string): Promise<ReportRow[]> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'deleted')
    .orderBy('id', 'desc')
    .limit(RECENT_REPORTS)
    .execute();
}

/** One of the person's reports that still exists; another person's or a deleted one is not found. */
export function reportOf(db: Db, userId: string, id: string): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

export async function pendingCountOf(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Serialises one person's report requests (the pending cap is a count then an insert) without touching a
 * table another module owns: a transaction-scoped advisory lock on a key derived from the person's id.
 */
export async function lockReportsOf(db: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reports:${userId}`}, 0))`.execute(db);
}

/**
 * Takes the oldest pending report nobody is generating (or whose generation was started longer ago than
 * `staleBefore`: its process died), skipping rows another process is claiming right now.
 */
export async function claimPendingReport(
  db: Db,
  now: Date,
  staleBefore: Date,
): Promise<ReportRow | undefined> {
  const { rows } = await sql<ReportRow>`
    UPDATE reports SET started_at = ${now}, attempts = attempts + 1, rows_total = NULL, rows_done = 0
     WHERE id = (SELECT id FROM reports
                  WHERE status = 'pending' AND (started_at IS NULL OR started_at < ${staleBefore})
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return rows[0];
}

/** The progress the list shows: rows to write, once counted, and rows written so far. */
export async function recordReportProgress(
  db: Db,
  id: string,
  progress: { rowsTotal?: number; rowsDone: number },
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      rows_done: progress.rowsDone,
      ...(progress.rowsTotal === undefined ? {} : { rows_total: progress.rowsTotal }),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** False when the report is no longer pending (another run of a stale claim finished it first). */
export async function markReportReady(
  db: Db,
  id: string,
  file: { storageName: string; size: number },
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      status: 'ready',
      storage_name: file.storageName,
      size: String(file.size),
      ready_at: at,
      ended_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markReportFailed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'failed', ended_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Ready and failed reports that ended at or before `endedBefore`: their time is up. */
export function expiredReports(db: Db, endedBefore: Date, limit: number): Promise<ReportRow[]> {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('status', 'in', ['ready', 'failed'])
    .where('ended_at', '<=', endedBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markReportDeleted(db: Db, id: string): Promise<void> {
  await db.updateTable('reports').set({ status: 'deleted' }).where('id', '=', id).execute();
}
