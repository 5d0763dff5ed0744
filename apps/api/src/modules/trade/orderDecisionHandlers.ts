import type { RouteHandlerMethod } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import { approveByUser, rejectByUser } from './decideOrder.js';
import type { OrderRow } from './orderRepository.js';
import { presentOrders } from './presentOrder.js';

type Decide = (trx: Transaction<Database>, userId: string, id: string, at: Date) => Promise<OrderRow>;

function decide(operation: string, decision: Decide): RouteHandlerMethod {
  return async (request, reply) => {
    const { order_id } = request.body as components['schemas']['OrderIdRequest'];
    const { user } = signedIn(request);
    const { now } = request.server.core;
    return answerIdempotently(request, reply, {
      operation,
      status: 200,
      work: async (trx) => {
        const order = await decision(trx, user.id, String(order_id), now());
        return (await presentOrders(trx, [order]))[0]!;
      },
    });
  };
}

/** POST /api/trade/order/approve: the person accepts the operator's final figures; the order fills. */
export const approveOrder = decide('approveOrder', approveByUser);

/** POST /api/trade/order/reject: the person declines an order awaiting approval; its hold is released. */
export const rejectOrder = decide('rejectOrder', rejectByUser);
