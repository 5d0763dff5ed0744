import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/DomainError.js';
import { findMarketByPair, type MarketRow } from './marketRepository.js';
import { pairFromPath } from './pair.js';

/** The market of the `{pair}` path parameter; 404 when there is none (or, for the public, it is off). */
export async function marketForPath(
  request: FastifyRequest<{ Params: { pair: string } }>,
  options: { includeInactive: boolean },
): Promise<MarketRow> {
  const pair = pairFromPath(request.params.pair);
  const market = await findMarketByPair(request.server.core.db, pair);
  if (!market || (!market.is_active && !options.includeInactive))
    throw new DomainError('notFound', 'market.notFound');
  return market;
}
