import type { Db } from '../../db/transaction.js';
import { findMarketByPair, type Pair } from '../markets/index.js';
import type { PriceSource, PriceSourceName } from './PriceSource.js';
import { recordReading, type StoredReading } from './priceReadingRepository.js';

/** The pair the feed reads: Tether in Toman (the desk's USDT/IRT market). */
export const FEED_PAIR: Pair = { base: 'USDT', quote: 'IRT' };

export interface FetchReport {
  stored: StoredReading[];
  failed: { source: PriceSourceName; error: Error }[];
}

/**
 * One turn of the feed: reads every source at once and appends each answer as a reading of the pair's
 * market, fetched at `now()` when it arrived. A source that fails (PriceSourceError, or a reading the
 * table's checks refuse) is reported and the others are still kept.
 */
export async function fetchReadings(
  db: Db,
  sources: readonly PriceSource[],
  now: () => Date,
  pair: Pair = FEED_PAIR,
): Promise<FetchReport> {
  const market = await findMarketByPair(db, pair);
  if (!market) throw new Error(`the desk has no ${pair.base}/${pair.quote} market to keep readings of`);
  const report: FetchReport = { stored: [], failed: [] };
  await Promise.all(
    sources.map(async (source) => {
      try {
        const reading = await source.read();
        report.stored.push(await recordReading(db, market.id, reading, now()));
      } catch (error) {
        report.failed.push({ source: source.name, error: error as Error });
      }
    }),
  );
  return report;
}
