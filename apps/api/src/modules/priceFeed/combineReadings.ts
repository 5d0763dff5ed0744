import { fromMicros, toMicros, UNIT } from '../../money/decimal.js';
import type { PriceReading, PriceSourceName } from './PriceSource.js';

/** What the desk may price from: one reference, or the sources disagree too much to have one. */
export type Reference =
  | {
      kind: 'price';
      /** The mean of the sources' best bids (rounded down to a micro-Toman: never above any of them). */
      bid: string;
      /** The mean of the sources' best asks (rounded up to a micro-Toman). */
      ask: string;
      /** The mean of the sources' mids, (bid + ask) / 2 of each, to the nearest micro-Toman. */
      mid: string;
      sources: PriceSourceName[];
      /** The oldest of the readings' source times: the reference is as old as its oldest part. */
      sourceTime: Date;
    }
  | {
      kind: 'diverged';
      /** Each source's mid. */
      mids: { source: PriceSourceName; mid: string }[];
      /** How far the highest mid is above the lowest, in percent of the lowest (rounded down, 2 decimals). */
      differencePercent: string;
    };

/** The divergence allowed between sources before there is no reference (HollaEx's guard). */
export const DEFAULT_DIVERGENCE_PERCENT = '10';

/**
 * One reference from the newest reading of each source. With one source, its own bid, ask and mid; with
 * several, per side the mean of the sources, unless the highest mid is more than `divergencePercent` above
 * the lowest: then `diverged`, and the desk must not quote from either. Exact: micro-units throughout,
 * rounded only where a mean has more decimals than six, and then outwards (bid down, ask up), so the
 * reference's spread is never narrower than the sources' mean spread. Which readings are fresh enough to
 * combine is the caller's rule (isStale).
 */
export function combineReadings(
  readings: readonly PriceReading[],
  divergencePercent: string = DEFAULT_DIVERGENCE_PERCENT,
): Reference {
  if (readings.length === 0) throw new Error('no reading to combine');
  const count = BigInt(readings.length);
  const bids = readings.map((r) => toMicros(r.bestBid));
  const asks = readings.map((r) => toMicros(r.bestAsk));
  // Twice each mid, so a mid of odd micro-units stays exact.
  const doubleMids = readings.map((_, i) => bids[i]! + asks[i]!);
  const lowest = doubleMids.reduce((a, b) => (b < a ? b : a));
  const highest = doubleMids.reduce((a, b) => (b > a ? b : a));
  // (highest - lowest) / lowest > percent / 100, without dividing.
  if ((highest - lowest) * 100n * UNIT > toMicros(divergencePercent) * lowest) {
    return {
      kind: 'diverged',
      mids: readings.map((r, i) => ({
        source: r.source,
        mid: fromMicros(halfRoundedUp(doubleMids[i]!, 1n)),
      })),
      differencePercent: fromMicros((((highest - lowest) * 100n * 100n) / lowest) * (UNIT / 100n)),
    };
  }
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  return {
    kind: 'price',
    bid: fromMicros(sum(bids) / count),
    ask: fromMicros(ceilDivide(sum(asks), count)),
    mid: fromMicros(halfRoundedUp(sum(doubleMids), count)),
    sources: readings.map((r) => r.source),
    sourceTime: new Date(Math.min(...readings.map((r) => r.sourceTime.getTime()))),
  };
}

/** `a / b` for positive values, rounded up. */
const ceilDivide = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** `doubled / (2 * count)` to the nearest integer, a half rounded up (all values positive). */
const halfRoundedUp = (doubled: bigint, count: bigint) => (doubled + count) / (2n * count);
