import type { operations } from '../../generated/schema.gen.js';

export type HistoryRange = NonNullable<
  NonNullable<operations['getMarketPriceHistory']['parameters']['query']>['range']
>;

/** How a range is sampled: `points` instants `step` apart, the last one being now. */
export interface Sampling {
  step: '1 hour' | '1 day' | '7 days';
  points: number;
}

/**
 * The rule: a range of span S sampled every `step` gives the instants now - k*step for k = S/step .. 0,
 * oldest first, so the first point is the start of the range and the last is now (the same price that
 * listMarkets shows). Each point carries the last price set at or before its instant (the price in force
 * then, carried forward through hours or days without a change); instants before the pair's first price
 * have no point. Spacing: 1d hourly (25 points), 1w and 1m daily (8, 31), 3m daily (91), 1y weekly (53):
 * a chart gets 8 to 91 points whatever the range.
 */
export const SAMPLING: Record<HistoryRange, Sampling> = {
  '1d': { step: '1 hour', points: 24 + 1 },
  '1w': { step: '1 day', points: 7 + 1 },
  '1m': { step: '1 day', points: 30 + 1 },
  '3m': { step: '1 day', points: 90 + 1 },
  '1y': { step: '7 days', points: 52 + 1 },
};
