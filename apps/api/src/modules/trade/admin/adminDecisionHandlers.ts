import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import type { OperationHandler } from '../../../http/operation.js';
import type { OrderRow } from '../orderRepository.js';
import { approveForDesk, rejectForDesk, type DeskContext } from './decideForDesk.js';
import { presentAdminOrders } from './presentAdminOrders.js';

type Decision = (trx: Transaction<Database>, context: DeskContext, id: string) => Promise<OrderRow>;

/** The desk's decision on order `id`, once per Idempotency-Key. */
function decide(
  request: FastifyRequest,
  reply: FastifyReply,
  decision: { operation: 'adminApproveOrder' | 'adminRejectOrder'; id: number; decide: Decision },
) {
  const { now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return answerIdempotently(request, reply, {
    operation: decision.operation,
    status: 200,
    work: async (trx) =>
      (await presentAdminOrders(trx, [await decision.decide(trx, context, String(decision.id))]))[0]!,
  });
}

/** POST /api/admin/orders/{id}/approve: final price and quantity (both optional). Audited. */
export const adminApproveOrder: OperationHandler<'adminApproveOrder'> = (request, reply) => {
  const { final_price, final_quantity, note } = request.body ?? {};
  return decide(request, reply, {
    operation: 'adminApproveOrder',
    id: request.params.id,
    decide: (trx, context, id) =>
      approveForDesk(trx, context, id, { finalPrice: final_price, finalQuantity: final_quantity, note }),
  });
};

/** POST /api/admin/orders/{id}/reject: with the note the person will read. Audited. */
export const adminRejectOrder: OperationHandler<'adminRejectOrder'> = (request, reply) => {
  const note = request.body.note.trim();
  if (!note) throw invalidField('note', 'validation.required');
  return decide(request, reply, {
    operation: 'adminRejectOrder',
    id: request.params.id,
    decide: (trx, context, id) => rejectForDesk(trx, context, id, note),
  });
};
