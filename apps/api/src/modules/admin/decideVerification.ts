import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import { adminVerification } from './adminVerification.js';
import { audit } from './auditLog.js';
import { requireAdmin } from './requireAdmin.js';

/**
 * Approves or rejects a submission under review, updates its owner's state and writes the audit entry,
 * all in one transaction; the submission row is locked so two admins cannot both decide.
 */
export async function decideVerification(
  request: FastifyRequest,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const admin = await requireAdmin(request);
  const id = String((request.params as { id: number }).id);
  const { db, now } = request.server.services;
  const at = now();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', id as never)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status === 'draft') throw new HttpError(404, 'error.notFound');
    if (row.status !== 'in_progress') throw new HttpError(409, 'verification.notInReview');
    const reason = decision.approve ? null : decision.reason.trim();
    await trx
      .updateTable('verifications')
      .set({
        status: decision.approve ? 'verified' : 'rejected',
        reason,
        reviewed_at: at,
        reviewed_by: admin.id,
        updated_at: at,
      })
      .where('id', '=', id as never)
      .execute();
    await trx
      .updateTable('users')
      .set({
        verification_status: decision.approve ? 'verified' : 'not_verified',
        verification_reason: reason,
        updated_at: at,
      })
      .where('id', '=', row.user_id as never)
      .execute();
    await audit(
      trx,
      request,
      {
        actorId: admin.id,
        action: decision.approve ? 'verification.approve' : 'verification.reject',
        subjectType: 'verification',
        subjectId: id,
        details: { user_id: Number(row.user_id), user_type: row.user_type, ...(reason ? { reason } : {}) },
      },
      at,
    );
  });
  return adminVerification(request, Number(id));
}
