import type { Selectable } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import type { FactorRecoveryRequestsTable, FactorRecoveryStatus } from './factorRecoveryTables.js';
import './factorRecoveryTables.js';

export type FactorRecoveryRow = Selectable<FactorRecoveryRequestsTable>;

/** Whether the person has a request waiting for the desk. */
export async function hasPendingRecovery(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('factor_recovery_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a new pending request; the database allows one pending per person (a second is a 23505). */
export function insertRecoveryRequest(
  db: Db,
  request: { userId: string; videoFileId: string; note: string | null; at: Date },
): Promise<FactorRecoveryRow> {
  return db
    .insertInto('factor_recovery_requests')
    .values({
      user_id: request.userId,
      video_file_id: request.videoFileId,
      note: request.note,
      created_at: request.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function recoveryRequestById(
  db: Db,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<FactorRecoveryRow | undefined> {
  let query = db
    .selectFrom('factor_recovery_requests')
    .selectAll()
    .where('id', '=', id as never);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Records the desk's decision on a request that was pending (the caller holds its row locked). */
export async function decideRecoveryRequest(
  db: Db,
  id: string,
  decision: { status: Exclude<FactorRecoveryStatus, 'pending'>; by: string; note: string; at: Date },
): Promise<void> {
  await db
    .updateTable('factor_recovery_requests')
    .set({
      status: decision.status,
      decided_at: decision.at,
      decided_by: decision.by,
      decision_note: decision.note,
    })
    .where('id', '=', id as never)
    .where('status', '=', 'pending')
    .execute();
}

/** One page of requests of `status`, oldest first, with whose they are. */
export async function recoveryRequestsPage(
  db: Db,
  status: FactorRecoveryStatus,
  { limit, offset }: { limit: number; offset: number },
) {
  const base = db.selectFrom('factor_recovery_requests as r').where('r.status', '=', status);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.status', 'r.created_at', 'u.id as user_id', 'u.email', 'u.name'])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(total), rows };
}
