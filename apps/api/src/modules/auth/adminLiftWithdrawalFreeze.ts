import { DomainError, invalidField } from '../../errors/DomainError.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import type { OperationHandler } from '../../http/operation.js';
import { recordAudit } from '../audit/index.js';
import { liftWithdrawalFreeze } from '../users/index.js';

/**
 * POST /api/admin/security/lift-withdrawal-freeze: an operator opens withdrawals again after the owner
 * stopped them from a security mail, with a note of why; audited with the operator.
 */
export const adminLiftWithdrawalFreeze: OperationHandler<'adminLiftWithdrawalFreeze'> = async (request) => {
  const { email, note } = request.body;
  if (!note.trim()) throw invalidField('note', 'validation.required');
  const operator = signedIn(request).user;
  const { db, now } = request.server.core;
  const at = now();
  return withTransaction(db, async (trx) => {
    const lifted = await liftWithdrawalFreeze(trx, email);
    if (lifted === 'unknown') throw new DomainError('notFound', 'error.notFound');
    if (lifted === 'notFrozen') throw new DomainError('conflict', 'security.notFrozen');
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'security.liftWithdrawalFreeze',
      subjectType: 'user',
      subjectId: lifted.userId,
      details: { email: lifted.email, frozen_at: lifted.frozenAt.toISOString(), note: note.trim() },
      ip: request.ip,
      at,
    });
    return { email: lifted.email, frozen_at: lifted.frozenAt.toISOString(), lifted_at: at.toISOString() };
  });
};
