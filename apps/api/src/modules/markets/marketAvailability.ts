import type { components } from '../../generated/schema.gen.js';
import type { MarketRow } from './marketRepository.js';
import { isReferenceOld } from './referenceFreshness.js';

export type MarketPause = components['schemas']['MarketPause'];
export type MarketAvailability = components['schemas']['MarketAvailability'];

type PauseColumns = Pick<
  MarketRow,
  'halted_at' | 'halt_note' | 'pricing_mode' | 'reference_at' | 'feed_diverged_percent'
>;

/**
 * Why the desk quotes nothing on the market at `now`, or null while it quotes: an operator's halt first,
 * then, for an automatically priced market, a reference older than `feedMaxAgeSeconds` (or none yet) or
 * sources that disagree. Decided from the database's row at the moment asked, so every server process
 * agrees and a feed that stopped altogether pauses the market as surely as one that answers stale books.
 */
export function marketPause(market: PauseColumns, feedMaxAgeSeconds: number, now: Date): MarketPause | null {
  if (market.halted_at !== null)
    return { reason: 'halted', note: market.halt_note, since: market.halted_at.toISOString() };
  if (market.pricing_mode !== 'automatic') return null;
  const since = market.reference_at?.toISOString() ?? null;
  if (market.feed_diverged_percent !== null) return { reason: 'feed_diverged', note: null, since };
  return isReferenceOld(market.reference_at, feedMaxAgeSeconds, now)
    ? { reason: 'feed_stale', note: null, since }
    : null;
}

/** Per side, whether a person can get a price now, and the pause (if any) that says why not. */
export function marketAvailability(
  market: PauseColumns & Pick<MarketRow, 'buy_enabled' | 'sell_enabled'>,
  feedMaxAgeSeconds: number,
  now: Date,
): MarketAvailability {
  const paused = marketPause(market, feedMaxAgeSeconds, now);
  return { buy: paused === null && market.buy_enabled, sell: paused === null && market.sell_enabled, paused };
}
