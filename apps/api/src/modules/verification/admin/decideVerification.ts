import type { Kysely } from 'kysely';
import { appPaths } from '@sarraf/routes';
import type { Database } from '../../../db/schema.js';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError } from '../../../errors/DomainError.js';
import { recordAudit } from '../../audit/index.js';
import { notify } from '../../notifications/index.js';
import { setVerificationState, type UserRow } from '../../users/index.js';
import { verificationById } from '../verificationRepository.js';
import { adminVerification } from './adminVerification.js';

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects a submission under review, updates its owner's state and writes the audit entry,
 * all in one transaction; the submission row is locked so two admins cannot both decide.
 */
export async function decideVerification(
  db: Kysely<Database>,
  context: { admin: UserRow; ip: string; at: Date },
  id: string,
  decision: Decision,
) {
  const { admin, ip, at } = context;
  await withTransaction(db, async (trx) => {
    const row = await verificationById(trx, id, { forUpdate: true });
    if (!row || row.status === 'draft') throw new DomainError('notFound', 'error.notFound');
    if (row.status !== 'in_progress') throw new DomainError('conflict', 'verification.notInReview');
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
    await setVerificationState(
      trx,
      row.user_id,
      { verification_status: decision.approve ? 'verified' : 'not_verified', verification_reason: reason },
      at,
    );
    await notify(trx, {
      userId: row.user_id,
      kind: decision.approve ? 'verification_approved' : 'verification_rejected',
      params: reason ? { reason } : {},
      link: appPaths.profile,
      at,
    });
    await recordAudit(trx, {
      actorId: admin.id,
      action: decision.approve ? 'verification.approve' : 'verification.reject',
      subjectType: 'verification',
      subjectId: id,
      details: { user_id: Number(row.user_id), user_type: row.user_type, ...(reason ? { reason } : {}) },
      ip,
      at,
    });
  });
  return adminVerification(db, id);
}
