import type { Kysely } from 'kysely';
import type { PriceFeedConfig } from '../../config.js';
import type { Core } from '../../core.js';
import type { Database } from '../../db/schema.js';
import { fetchReadings } from './fetchReadings.js';
import { priceFromFeed } from './priceFromFeed.js';
import { createNobitexSource } from './nobitexSource.js';
import type { PriceSource, PriceSourceName } from './PriceSource.js';
import { thinPriceReadings } from './priceReadingRepository.js';
import { startPriceFeed, type PriceFeed, type PriceFeedOptions } from './startPriceFeed.js';
import { createWallexSource } from './wallexSource.js';

/** The adapters the configured mode reads (none when it is off). */
export function priceSourcesFor(config: PriceFeedConfig, now: () => Date): PriceSource[] {
  const timeoutMs = config.requestTimeoutMs;
  const sources: PriceSource[] = [];
  if (config.mode === 'nobitex' || config.mode === 'both') {
    sources.push(createNobitexSource({ baseUrl: config.nobitexUrl, timeoutMs }));
  }
  if (config.mode === 'wallex' || config.mode === 'both') {
    sources.push(createWallexSource({ baseUrl: config.wallexUrl, timeoutMs, now }));
  }
  return sources;
}

/**
 * Starts the feed job of a server process (startPriceFeed) with the configured sources. A source that
 * fails is logged when it starts failing, not on every turn (a source down for an hour would otherwise
 * write 720 lines), and again when a later failure differs; `sources` replaces the configured ones (tests).
 */
export function watchPriceFeed(
  core: Core,
  databaseUrl: string | undefined,
  options: Partial<Pick<PriceFeedOptions, 'onError' | 'pollingIntervalSeconds' | 'schema'>> & {
    sources?: PriceSource[];
  } = {},
): Promise<PriceFeed> {
  const { db, now, config } = core;
  const sources = options.sources ?? priceSourcesFor(config.priceFeed, now);
  const onError = options.onError ?? ((error: Error) => console.error(`price feed: ${error.message}`));
  const lastFailure = new Map<PriceSourceName, string>();
  const place = databaseUrl ? { databaseUrl } : { db: db as Kysely<Database> };
  return startPriceFeed({
    ...place,
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    intervalSeconds: config.priceFeed.fetchSeconds,
    onError,
    fetch: async () => {
      const { stored, failed } = await fetchReadings(db, sources, now);
      // Also when every source failed: that is how a market comes to pause and its operators to hear of it.
      await priceFromFeed(db, now());
      for (const reading of stored) lastFailure.delete(reading.source);
      for (const { source, error } of failed) {
        if (lastFailure.get(source) !== error.message) onError(error);
        lastFailure.set(source, error.message);
      }
    },
    thin: async () => {
      await thinPriceReadings(db);
    },
  });
}
