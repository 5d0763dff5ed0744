import type { RouteHandlerMethod } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { invalidField } from '../../../errors/DomainError.js';
import type { components } from '../../../generated/schema.gen.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import type { OrderRow } from '../orderRepository.js';
import { approveForDesk, rejectForDesk, type DeskContext } from './decideForDesk.js';
import { presentAdminOrders } from './presentAdminOrders.js';

type Decision = (trx: Transaction<Database>, context: DeskContext, id: string) => Promise<OrderRow>;

function decide(operation: string, decisionOf: (body: unknown) => Decision): RouteHandlerMethod {
  return async (request, reply) => {
    const { now } = request.server.core;
    const decision = decisionOf(request.body ?? {});
    const id = String((request.params as { id: number }).id);
    const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
    return answerIdempotently(request, reply, {
      operation,
      status: 200,
      work: async (trx) => (await presentAdminOrders(trx, [await decision(trx, context, id)]))[0]!,
    });
  };
}

/** POST /api/admin/orders/{id}/approve: final price and quantity (both optional). Audited. */
export const adminApproveOrder = decide('adminApproveOrder', (body) => {
  const { final_price, final_quantity, note } = body as components['schemas']['AdminApproveOrderRequest'];
  return (trx, context, id) =>
    approveForDesk(trx, context, id, { finalPrice: final_price, finalQuantity: final_quantity, note });
});

/** POST /api/admin/orders/{id}/reject: with the note the person will read. Audited. */
export const adminRejectOrder = decide('adminRejectOrder', (body) => {
  const note = (body as components['schemas']['AdminRejectOrderRequest']).note.trim();
  if (!note) throw invalidField('note', 'validation.required');
  return (trx, context, id) => rejectForDesk(trx, context, id, note);
});
