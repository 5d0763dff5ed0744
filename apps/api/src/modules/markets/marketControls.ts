import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal } from '../../money/decimal.js';
import type { Selectable } from 'kysely';
import { isReferenceOld } from './referenceFreshness.js';
import type { MarketsTable } from './marketTables.js';

export type MarketControls = components['schemas']['MarketControls'];

/** The columns of a market that its controls are made of. */
export type ControlColumns = Pick<
  Selectable<MarketsTable>,
  | 'buy_enabled'
  | 'sell_enabled'
  | 'halted_at'
  | 'halt_note'
  | 'min_order_value'
  | 'max_order_value'
  | 'pricing_mode'
  | 'buy_spread_bps'
  | 'sell_spread_bps'
>;

/** The columns of the reference the feed last kept on a market. */
export type ReferenceColumns = Pick<
  Selectable<MarketsTable>,
  'reference_bid' | 'reference_ask' | 'reference_sources' | 'reference_at' | 'feed_diverged_percent'
>;

/** A market's controls as the contract shows them. */
export function presentControls(market: ControlColumns): MarketControls {
  return {
    buy_enabled: market.buy_enabled,
    sell_enabled: market.sell_enabled,
    halted: market.halted_at !== null,
    halted_at: market.halted_at?.toISOString() ?? null,
    halt_note: market.halt_note,
    min_order_value: normalizeDecimal(market.min_order_value),
    max_order_value: market.max_order_value === null ? null : normalizeDecimal(market.max_order_value),
    pricing_mode: market.pricing_mode,
    buy_spread_bps: market.buy_spread_bps,
    sell_spread_bps: market.sell_spread_bps,
  };
}

/** The reference kept on a market as the operator sees it at `now`, or null when the feed never priced it. */
export function presentReference(
  market: ReferenceColumns,
  feedMaxAgeSeconds: number,
  now: Date,
): PriceReference | null {
  const { reference_bid: bid, reference_ask: ask, reference_at: at } = market;
  if (bid === null || ask === null || at === null) return null;
  const ageSeconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  const diverged = market.feed_diverged_percent;
  return {
    bid: normalizeDecimal(bid),
    ask: normalizeDecimal(ask),
    sources: (market.reference_sources ?? '').split(',').filter(isSourceName),
    source_time: at.toISOString(),
    age_seconds: ageSeconds,
    state: diverged !== null ? 'diverged' : isReferenceOld(at, feedMaxAgeSeconds, now) ? 'stale' : 'fresh',
    diverged_percent: diverged === null ? null : normalizeDecimal(diverged),
  };
}

type PriceReference = components['schemas']['PriceReference'];
type SourceName = PriceReference['sources'][number];
const isSourceName = (name: string): name is SourceName => name === 'nobitex' || name === 'wallex';
