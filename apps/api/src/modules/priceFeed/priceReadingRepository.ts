import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { Pair } from '../markets/index.js';
import type { PriceReading, PriceSourceName } from './PriceSource.js';
import './priceReadingTables.js';
import { readingAgeSeconds } from './readingAge.js';

/** A reading as kept: the source's, plus where it belongs and when we had it. */
export interface StoredReading extends PriceReading {
  id: string;
  marketId: string;
  /** Our clock when the answer arrived. */
  fetchedAt: Date;
}

/** Appends one reading of the market `marketId` (the table's CHECKs refuse a crossed or non-positive one). */
export async function recordReading(
  db: Db,
  marketId: string,
  reading: PriceReading,
  fetchedAt: Date,
): Promise<StoredReading> {
  const row = await db
    .insertInto('price_readings')
    .values({
      market_id: marketId,
      source: reading.source,
      best_bid: reading.bestBid,
      best_ask: reading.bestAsk,
      source_time: reading.sourceTime,
      fetched_at: fetchedAt,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { ...reading, id: row.id, marketId, fetchedAt };
}

// numeric(24, 6) pads to six decimals: prices leave the database trimmed ('115200', not '115200.000000').
const readingColumns = sql<StoredReadingRow>`
  r.id, r.market_id, r.source, trim_scale(r.best_bid)::text AS best_bid,
  trim_scale(r.best_ask)::text AS best_ask, r.source_time, r.fetched_at`;

interface StoredReadingRow {
  id: string;
  market_id: string;
  source: string;
  best_bid: string;
  best_ask: string;
  source_time: Date;
  fetched_at: Date;
}

const storedReading = (row: StoredReadingRow): StoredReading => ({
  id: row.id,
  marketId: row.market_id,
  source: row.source as PriceSourceName,
  bestBid: row.best_bid,
  bestAsk: row.best_ask,
  sourceTime: row.source_time,
  fetchedAt: row.fetched_at,
});

/**
 * The newest reading of the pair's market (of one source when `source` is given), by the time we fetched
 * it, and its age at `now` in seconds (see readingAgeSeconds); undefined when there is none.
 */
export async function latestReading(
  db: Db,
  pair: Pair,
  now: Date,
  options: { source?: PriceSourceName } = {},
): Promise<{ reading: StoredReading; ageSeconds: number } | undefined> {
  const { rows } = await sql<StoredReadingRow>`
    SELECT ${readingColumns}
      FROM price_readings r JOIN markets m ON m.id = r.market_id
     WHERE m.base_symbol = ${pair.base} AND m.quote_symbol = ${pair.quote}
       ${options.source === undefined ? sql`` : sql`AND r.source = ${options.source}`}
     ORDER BY r.fetched_at DESC, r.id DESC
     LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const reading = storedReading(row);
  return { reading, ageSeconds: readingAgeSeconds(reading, now) };
}

/** The newest reading of each source that has read the pair's market, by source name. */
export async function latestReadingsBySource(db: Db, pair: Pair): Promise<StoredReading[]> {
  const { rows } = await sql<StoredReadingRow>`
    SELECT DISTINCT ON (r.source) ${readingColumns}
      FROM price_readings r JOIN markets m ON m.id = r.market_id
     WHERE m.base_symbol = ${pair.base} AND m.quote_symbol = ${pair.quote}
     ORDER BY r.source, r.fetched_at DESC, r.id DESC`.execute(db);
  return rows.map(storedReading);
}

/**
 * Thins readings more than a day old (by the database's clock) to the first of each minute per market and
 * source, through the migration's SQL function, the only path its append-only trigger lets a DELETE take.
 * Returns how many readings went.
 */
export async function thinPriceReadings(db: Db): Promise<number> {
  const { rows } = await sql<{ removed: string }>`SELECT thin_price_readings()::text AS removed`.execute(db);
  return Number(rows[0]?.removed ?? 0);
}
