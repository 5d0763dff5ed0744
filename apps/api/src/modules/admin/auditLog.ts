import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AuditRecord {
  actorId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  details: Record<string, unknown>;
}

/** Writes one audit entry, inside the caller's transaction so the decision and its record go together. */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  request: FastifyRequest,
  record: AuditRecord,
  at: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: record.subjectId,
      details: JSON.stringify(record.details),
      ip: request.ip.slice(0, 64),
      created_at: at,
    })
    .execute();
}
