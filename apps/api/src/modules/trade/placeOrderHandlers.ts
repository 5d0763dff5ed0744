import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import type { OperationHandler } from '../../http/operation.js';
import { translatingDeskStock } from '../ledger/index.js';
import { placeOrder } from './placeOrder.js';
import { presentOrders } from './presentOrder.js';
import type { OrderSide } from './tradeTables.js';

/** Places the caller's quote as an order once per Idempotency-Key. */
function place(
  request: FastifyRequest,
  reply: FastifyReply,
  order: { operation: 'buyOrder' | 'sellOrder'; side: OrderSide; quoteId: string },
) {
  const { user } = signedIn(request);
  const { now } = request.server.core;
  // The stock is checked at commit (its lock is taken last): a refusal then undoes the whole placement.
  return translatingDeskStock(() =>
    answerIdempotently(request, reply, {
      operation: order.operation,
      status: 201,
      work: async (trx) => {
        const placed = await placeOrder(trx, {
          userId: user.id,
          quoteId: order.quoteId,
          side: order.side,
          at: now(),
        });
        return (await presentOrders(trx, [placed]))[0]!;
      },
    }),
  );
}

/** POST /api/trade/order/buy: places a Buy quote (Idempotency-Key: the order is made once). */
export const buyOrder: OperationHandler<'buyOrder'> = (request, reply) =>
  place(request, reply, { operation: 'buyOrder', side: 'Buy', quoteId: request.body.quote_id });

/** POST /api/trade/order/sell: places a Sell quote. */
export const sellOrder: OperationHandler<'sellOrder'> = (request, reply) =>
  place(request, reply, { operation: 'sellOrder', side: 'Sell', quoteId: request.body.quote_id });
