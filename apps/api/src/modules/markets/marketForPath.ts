import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import type { MarketRow } from './marketRepository.js';
import { pairFromPath } from './pair.js';

/** The market of the `{pair}` path parameter; 404 when there is none (or, for the public, it is off). */
export async function marketForPath(
  request: FastifyRequest,
  options: { includeInactive: boolean },
): Promise<MarketRow> {
  const pair = pairFromPath((request.params as { pair: string }).pair);
  const market = await request.server.services.markets.findByPair(pair);
  if (!market || (!market.is_active && !options.includeInactive)) throw new HttpError(404, 'market.notFound');
  return market;
}
