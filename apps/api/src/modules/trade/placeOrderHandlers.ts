import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import { placeOrder } from './placeOrder.js';
import { presentOrders } from './presentOrder.js';
import type { OrderSide } from './tradeTables.js';

function place(operation: string, side: OrderSide): RouteHandlerMethod {
  return async (request, reply) => {
    const { quote_id } = request.body as components['schemas']['PlaceOrderRequest'];
    const { user } = signedIn(request);
    const { now } = request.server.core;
    return answerIdempotently(request, reply, {
      operation,
      status: 201,
      work: async (trx) => {
        const order = await placeOrder(trx, { userId: user.id, quoteId: quote_id, side, at: now() });
        return (await presentOrders(trx, [order]))[0]!;
      },
    });
  };
}

/** POST /api/trade/order/buy: places a Buy quote (Idempotency-Key: the order is made once). */
export const buyOrder = place('buyOrder', 'Buy');

/** POST /api/trade/order/sell: places a Sell quote. */
export const sellOrder = place('sellOrder', 'Sell');
