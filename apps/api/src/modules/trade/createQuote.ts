import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/auth.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { makeQuote } from './makeQuote.js';
import { presentQuote } from './presentQuote.js';
import type { OperationHandler } from '../../http/operation.js';
import { tradingFrozen } from './tradingFreeze.js';

/** POST /api/trade/quote: locks a price for the caller for a few seconds. Limited per person. */
export function createQuote(app: FastifyInstance): OperationHandler<'createQuote'> {
  return {
    // After the router's access check (the first onRequest hook), so the caller is known.
    onRequest: rateLimitHook(
      app,
      'quotes-user',
      app.core.config.rateLimits.quotesPerUser,
      (request) => signedIn(request).user.id,
    ),
    handler: async (request, reply) => {
      const body = request.body;
      const { user } = signedIn(request);
      const { db, now } = request.server.core;
      // As the session read it: the order's own transaction checks again, under the row's lock.
      if (user.trading_frozen_at) throw tradingFrozen(user.trading_frozen_note ?? '');
      const { quote, market } = await makeQuote(db, {
        userId: user.id,
        pair: body.pair,
        side: body.side,
        amount: body.amount,
        at: now(),
      });
      void reply.code(201);
      return presentQuote(quote, market);
    },
  };
}
