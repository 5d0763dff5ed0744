import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import type { OperationHandler } from '../../../http/operation.js';
import { presentForAdmin } from './adminWalletTransaction.js';
import { decideWalletTransaction, type Decision } from './decideWalletTransaction.js';

/** The desk's decision on wallet transaction `id`, once per Idempotency-Key. */
function decide(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: 'adminApproveWalletTransaction' | 'adminRejectWalletTransaction',
  { id, decision }: { id: number; decision: Decision },
) {
  const { now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return answerIdempotently(request, reply, {
    operation,
    status: 200,
    work: async (trx) => {
      const row = await decideWalletTransaction(trx, context, String(id), decision);
      return (await presentForAdmin(trx, [row], request.locale))[0]!;
    },
  });
}

/** POST /api/admin/wallet/transactions/{id}/approve. Audited. */
export const adminApproveWalletTransaction: OperationHandler<'adminApproveWalletTransaction'> = (
  request,
  reply,
) => {
  const { tracking_id, trx_hash, note } = request.body ?? {};
  return decide(request, reply, 'adminApproveWalletTransaction', {
    id: request.params.id,
    decision: { approve: true, trackingId: tracking_id, trxHash: trx_hash, note },
  });
};

/** POST /api/admin/wallet/transactions/{id}/reject: with the reason the person will read. Audited. */
export const adminRejectWalletTransaction: OperationHandler<'adminRejectWalletTransaction'> = (
  request,
  reply,
) => {
  const { reason } = request.body;
  if (!reason.trim()) throw invalidField('reason', 'validation.required');
  return decide(request, reply, 'adminRejectWalletTransaction', {
    id: request.params.id,
    decision: { approve: false, reason },
  });
};
