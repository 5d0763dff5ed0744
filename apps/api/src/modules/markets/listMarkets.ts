import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { rateLimitHook, type LimitOptions } from '../auth/rateLimitHook.js';
import { LIST_MARKETS_PER_IP } from './marketRateLimits.js';
import { pairLabel } from './pair.js';
import { tradedBaseVolume24h } from './tradedVolume.js';

type Market = components['schemas']['Market'];

/** GET /api/markets: active pairs with their current price, 24-hour change and volume. Public. */
export function listMarkets(
  app: FastifyInstance,
  limit: LimitOptions = LIST_MARKETS_PER_IP,
): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limit),
    handler: async (request): Promise<{ data: Market[] }> => {
      const { db, now, markets } = request.server.services;
      const at = now();
      const rows = await markets.listActiveWithPrices(at);
      const data = await Promise.all(
        rows.map(async (row) => ({
          name: request.locale === 'en' ? row.name_en : row.name_fa,
          pair: pairLabel({ base: row.base_symbol, quote: row.quote_symbol }),
          baseIcon: row.base_icon,
          quoteIcon: row.quote_icon,
          baseSymbol: row.base_symbol,
          quoteSymbol: row.quote_symbol,
          buy_price: row.buy_price,
          sell_price: row.sell_price,
          priceChange: row.price_change,
          volume: await tradedBaseVolume24h(db, row.id, at),
        })),
      );
      return { data };
    },
  };
}
