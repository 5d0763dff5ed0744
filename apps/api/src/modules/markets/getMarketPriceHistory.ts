import type { components } from '../../generated/schema.gen.js';
import { SAMPLING } from './historyRanges.js';
import { marketForPath } from './marketForPath.js';
import { marketPriceHistory } from './marketRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/markets/{pair}/history: the price in force at evenly spaced instants, oldest first. Public. */
export const getMarketPriceHistory: OperationHandler<'getMarketPriceHistory'> = async (
  request,
): Promise<{ data: components['schemas']['PricePoint'][] }> => {
  const market = await marketForPath(request, { includeInactive: false });
  // The contract's default fills `range` in during validation; the fallback only guards a direct call.
  const { range = '1w' } = request.query;
  const { db, now } = request.server.core;
  const points = await marketPriceHistory(db, market.id, now(), SAMPLING[range]);
  return {
    data: points.map((point) => ({
      at: point.at.toISOString(),
      buy_price: point.buy_price,
      sell_price: point.sell_price,
    })),
  };
};
