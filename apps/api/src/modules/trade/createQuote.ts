import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { makeQuote } from './makeQuote.js';
import { presentQuote } from './presentQuote.js';

type Body = components['schemas']['QuoteRequest'];

/** POST /api/trade/quote: locks a price for the caller for a few seconds. Limited per person. */
export function createQuote(app: FastifyInstance): RouteShorthandOptionsWithHandler {
  return {
    // After the router's access check (the first onRequest hook), so the caller is known.
    onRequest: rateLimitHook(
      app,
      'quotes-user',
      app.core.config.rateLimits.quotesPerUser,
      (request) => signedIn(request).user.id,
    ),
    handler: async (request, reply) => {
      const body = request.body as Body;
      const { user } = signedIn(request);
      const { db, now } = request.server.core;
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
