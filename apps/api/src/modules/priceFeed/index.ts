import { defineModule, type ModuleParts } from '../../http/modules.js';
import { watchPriceFeed } from './watchPriceFeed.js';

/**
 * priceFeed: the reference price of the desk's market, read from other exchanges' public order books
 * (Nobitex, Wallex), kept append-only, and combined into one reference; each turn prices the markets set
 * to automatic (priceFromFeed.ts) and alerts operators when one pauses. No operations of its own; its job
 * runs only when PRICE_FEED names a source (off by default, so the quick start never reaches the internet). Owns `price_readings` (migrations/0031_price_readings.sql).
 */
export const priceFeedModule = defineModule(
  'priceFeed',
  (app): ModuleParts => {
    const { core } = app;
    // Off: no job at all, so nothing is ever fetched (and nothing polls the queue for it).
    if (core.config.priceFeed.mode === 'off') return { operations: {} };
    return { operations: {}, jobs: { 'price feed': () => watchPriceFeed(core, core.config.databaseUrl) } };
  },
  ['markets', 'settings', 'notifications', 'users'],
);

export type { PriceReading, PriceSource, PriceSourceName } from './PriceSource.js';
export {
  PriceSourceInvalidAnswer,
  PriceSourceUnavailable,
  type PriceSourceError,
} from './PriceSourceError.js';
export { createNobitexSource, type NobitexOptions } from './nobitexSource.js';
export { createWallexSource, type WallexOptions } from './wallexSource.js';
export { combineReadings, DEFAULT_DIVERGENCE_PERCENT, type Reference } from './combineReadings.js';
export {
  latestReading,
  latestReadingsBySource,
  recordReading,
  thinPriceReadings,
  type StoredReading,
} from './priceReadingRepository.js';
export { DEFAULT_MAX_AGE_SECONDS, isStale, readingAgeSeconds } from './readingAge.js';
export { FEED_PAIR, fetchReadings, type FetchReport } from './fetchReadings.js';
export {
  FETCH_QUEUE,
  startPriceFeed,
  THINNING_QUEUE,
  type FeedDatabase,
  type PriceFeed,
  type PriceFeedOptions,
} from './startPriceFeed.js';
export { priceSourcesFor, watchPriceFeed } from './watchPriceFeed.js';
export { priceFromFeed, type PricingTurn } from './priceFromFeed.js';
