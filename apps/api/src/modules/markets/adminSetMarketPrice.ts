import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { audit } from '../admin/auditLog.js';
import { requireAdmin } from '../admin/requireAdmin.js';
import { marketForPath } from './marketForPath.js';
import { marketRepository } from './marketRepository.js';
import { pairLabel } from './pair.js';
import { presentAdminPrice } from './presentAdminPrice.js';
import { priceErrors } from './priceRules.js';

/**
 * PUT /api/admin/markets/{pair}/price: appends the desk's new buy and sell price. Audited with the price it
 * replaces. The market row is locked first, so concurrent sets queue and each audit entry's old price is
 * exactly the one before it in the history.
 */
export const adminSetMarketPrice: RouteHandlerMethod = async (
  request,
): Promise<components['schemas']['AdminMarketPrice']> => {
  const admin = await requireAdmin(request);
  const market = await marketForPath(request, { includeInactive: true });
  const { buy_price, sell_price } = request.body as components['schemas']['SetMarketPriceRequest'];
  const errors = priceErrors({ buy_price, sell_price }, market.price_scale);
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'error.validation', errors);

  const { db, now } = request.server.services;
  const pair = { base: market.base_symbol, quote: market.quote_symbol };
  const added = await db.transaction().execute(async (trx) => {
    const markets = marketRepository(trx);
    await markets.findByPair(pair, { forUpdate: true });
    // Read under the lock and stamped after it: a set that waited is later than the one it waited for.
    const at = now();
    const previous = await markets.latestPrice(market.id, at);
    const price = await markets.appendPrice(market.id, { buy_price, sell_price }, admin.id, at);
    await audit(
      trx,
      request,
      {
        actorId: admin.id,
        action: 'market.price_set',
        subjectType: 'market',
        subjectId: pairLabel(pair),
        details: {
          price_id: Number(price.id),
          old: previous ? { buy_price: previous.buy_price, sell_price: previous.sell_price } : null,
          new: { buy_price: price.buy_price, sell_price: price.sell_price },
        },
      },
      at,
    );
    return price;
  });
  return presentAdminPrice(pair, added, { id: Number(admin.id), email: admin.email, name: admin.name });
};
