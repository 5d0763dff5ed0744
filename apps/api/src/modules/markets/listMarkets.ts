import type { FastifyInstance } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import type { MarketListCache } from './marketListCache.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/markets: active pairs with their current price, 24-hour change and volume. Public. */
export function listMarkets(app: FastifyInstance, cache: MarketListCache): OperationHandler<'listMarkets'> {
  const { config } = app.core;
  const maxAge = Math.max(1, Math.floor(config.marketsCacheMs / 1000));
  return {
    // A flood guard on a cached public answer: per process, so the hot path writes nothing.
    onRequest: rateLimitHook(app, 'markets-ip', config.rateLimits.marketsPerIp, { perProcess: true }),
    handler: async (request, reply): Promise<{ data: components['schemas']['Market'][] }> => {
      // The same answer for everyone for a second or two: let browsers and proxies reuse it too.
      reply.header('cache-control', `public, max-age=${maxAge}`).header('vary', 'X-Locale');
      return { data: await cache.get(request.locale) };
    },
  };
}
