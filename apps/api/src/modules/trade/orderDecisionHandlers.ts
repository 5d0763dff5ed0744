import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import type { OperationHandler } from '../../http/operation.js';
import { translatingDeskStock } from '../ledger/index.js';
import { approveByUser, rejectByUser } from './decideOrder.js';
import type { OrderRow } from './orderRepository.js';
import { presentOrders } from './presentOrder.js';

type Decide = (trx: Transaction<Database>, userId: string, id: string, at: Date) => Promise<OrderRow>;

/** The person's decision on their order awaiting approval, once per Idempotency-Key. */
function decide(
  request: FastifyRequest,
  reply: FastifyReply,
  decision: { operation: 'approveOrder' | 'rejectOrder'; orderId: number; decide: Decide },
) {
  const { user } = signedIn(request);
  const { now } = request.server.core;
  // An approval's payout was reserved by the desk, so its stock check at commit passes; kept for safety.
  return translatingDeskStock(() =>
    answerIdempotently(request, reply, {
      operation: decision.operation,
      status: 200,
      work: async (trx) => {
        const order = await decision.decide(trx, user.id, String(decision.orderId), now());
        return (await presentOrders(trx, [order]))[0]!;
      },
    }),
  );
}

/** POST /api/trade/order/approve: the person accepts the operator's final figures; the order fills. */
export const approveOrder: OperationHandler<'approveOrder'> = (request, reply) =>
  decide(request, reply, {
    operation: 'approveOrder',
    orderId: request.body.order_id,
    decide: approveByUser,
  });

/** POST /api/trade/order/reject: the person declines an order awaiting approval; its hold is released. */
export const rejectOrder: OperationHandler<'rejectOrder'> = (request, reply) =>
  decide(request, reply, { operation: 'rejectOrder', orderId: request.body.order_id, decide: rejectByUser });
