import type { FastifyRequest } from 'fastify';
import { withTransaction } from '../../../../db/transaction.js';
import { DomainError } from '../../../../errors/DomainError.js';
import { signedIn } from '../../../../http/auth.js';
import { recordAudit } from '../../../audit/index.js';
import { securityTimes } from '../../../settings/index.js';
import { holdWithdrawals } from '../../../users/index.js';
import { removeTotp } from '../../secondFactor/secondFactorRepository.js';
import { tellOwner } from '../../tellOwner.js';
import { decideRecoveryRequest, recoveryRequestById } from '../factorRecoveryRepository.js';
import { presentFactorRecovery } from '../presentFactorRecovery.js';

export type RecoveryDecision = { approve: true; note: string } | { approve: false; reason: string };

/**
 * Approves or rejects a pending request in one transaction with its row locked (two operators cannot both
 * decide): on approval the person's app and recovery codes go and withdrawals are held for the desk's hold
 * time, as when the owner turns the app off; either way the owner is mailed and the decision audited. An
 * operator never decides a request about their own account.
 */
export async function decideFactorRecovery(request: FastifyRequest, id: string, decision: RecoveryDecision) {
  const operator = signedIn(request).user;
  const { db, now } = request.server.core;
  const at = now();
  const words = (decision.approve ? decision.note : decision.reason).trim();
  await withTransaction(db, async (trx) => {
    const row = await recoveryRequestById(trx, id, { forUpdate: true });
    if (!row) throw new DomainError('notFound', 'error.notFound');
    if (row.user_id === operator.id) throw new DomainError('forbidden', 'factorRecovery.ownRequest');
    if (row.status !== 'pending') throw new DomainError('conflict', 'factorRecovery.notPending');
    await decideRecoveryRequest(trx, id, {
      status: decision.approve ? 'approved' : 'rejected',
      by: operator.id,
      note: words,
      at,
    });
    if (decision.approve) {
      await removeTotp(trx, row.user_id, at);
      const seconds = (await securityTimes(trx)).withdrawalHoldSeconds;
      await holdWithdrawals(trx, row.user_id, {
        until: new Date(at.getTime() + seconds * 1000),
        reason: 'second_factor_removed',
      });
      const hours = String(Math.round(seconds / 3600));
      await tellOwner(request, row.user_id, 'factor_recovery_approved', { hours }, trx);
    } else {
      await tellOwner(request, row.user_id, 'factor_recovery_rejected', { reason: words }, trx);
    }
    await recordAudit(trx, {
      actorId: operator.id,
      action: decision.approve ? 'security.factorRecoveryApprove' : 'security.factorRecoveryReject',
      subjectType: 'factor_recovery',
      subjectId: id,
      details: { user_id: Number(row.user_id), [decision.approve ? 'note' : 'reason']: words },
      ip: request.ip,
      at,
    });
  });
  return presentFactorRecovery(db, id);
}
