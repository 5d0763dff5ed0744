import type { Db } from '../../db/transaction.js';

export interface AuditRecord {
  actorId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  details: Record<string, unknown>;
  /** The client address the action came from. */
  ip: string;
  at: Date;
}

/** Writes one audit entry, inside the caller's transaction so the decision and its record go together. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: record.subjectId,
      details: JSON.stringify(record.details),
      ip: record.ip.slice(0, 64),
      created_at: record.at,
    })
    .execute();
}
