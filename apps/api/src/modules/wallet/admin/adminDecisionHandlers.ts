import type { RouteHandlerMethod } from 'fastify';
import { invalidField } from '../../../errors/DomainError.js';
import type { components } from '../../../generated/schema.gen.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import { presentForAdmin } from './adminWalletTransaction.js';
import { decideWalletTransaction, type Decision } from './decideWalletTransaction.js';

function decide(operation: string, decisionOf: (body: unknown) => Decision): RouteHandlerMethod {
  return async (request, reply) => {
    const { now } = request.server.core;
    const decision = decisionOf(request.body ?? {});
    const id = String((request.params as { id: number }).id);
    const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
    return answerIdempotently(request, reply, {
      operation,
      status: 200,
      work: async (trx) => {
        const row = await decideWalletTransaction(trx, context, id, decision);
        return (await presentForAdmin(trx, [row], request.locale))[0]!;
      },
    });
  };
}

/** POST /api/admin/wallet/transactions/{id}/approve. Audited. */
export const adminApproveWalletTransaction = decide('adminApproveWalletTransaction', (body) => {
  const { tracking_id, trx_hash, note } = body as components['schemas']['ApproveWalletTransactionRequest'];
  return { approve: true, trackingId: tracking_id, trxHash: trx_hash, note };
});

/** POST /api/admin/wallet/transactions/{id}/reject: with the reason the person will read. Audited. */
export const adminRejectWalletTransaction = decide('adminRejectWalletTransaction', (body) => {
  const { reason } = body as components['schemas']['ReasonRequest'];
  if (!reason.trim()) throw invalidField('reason', 'validation.required');
  return { approve: false, reason };
});
