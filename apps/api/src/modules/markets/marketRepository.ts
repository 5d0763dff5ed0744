import { sql, type Selectable } from 'kysely';
import type { ControlColumns, ReferenceColumns } from './marketControls.js';
import type { Db } from '../../db/transaction.js';
import type { Sampling } from './historyRanges.js';
import type { MarketsTable } from './marketTables.js';
import type { Pair } from './pair.js';

export type MarketRow = Selectable<MarketsTable>;

/** Prices leave the database as trimmed decimal text (`92150`, `1.5`): never through a float. */
export interface Prices {
  buy_price: string;
  sell_price: string;
}

export interface PriceRow extends Prices {
  id: string;
  created_at: Date;
  set_by: string | null;
}

export type ListedMarket = MarketRow & Prices & { price_change: string };

export type LatestPrice = PriceRow &
  ControlColumns &
  ReferenceColumns & {
    base_symbol: string;
    quote_symbol: string;
    setter_email: string | null;
    setter_name: string | null;
  };

export interface PricePointRow extends Prices {
  at: Date;
}

// numeric(24, 6) pads to six decimals; the contract's Amount wants them without trailing zeros.
const asAmount = (column: string) => sql<string>`trim_scale(${sql.ref(column)})::text`;
const buyText = asAmount('p.buy_price');
const sellText = asAmount('p.sell_price');

/** The price in force at `now` of the market `m`: the last one set at or before it. */
const latestAt = (now: Date) => sql`
  SELECT p.id, ${buyText} AS buy_price, ${sellText} AS sell_price, p.buy_price AS buy_exact,
         p.created_at, p.set_by
  FROM market_prices p
  WHERE p.market_id = m.id AND p.created_at <= ${now}
  ORDER BY p.created_at DESC, p.id DESC
  LIMIT 1`;

/* Market pairs and their append-only price history. */

/** With `forUpdate`, the row stays locked to the end of the caller's transaction. */
export function findMarketByPair(
  db: Db,
  pair: Pair,
  options: { forUpdate?: boolean } = {},
): Promise<MarketRow | undefined> {
  let query = db
    .selectFrom('markets')
    .selectAll()
    .where('base_symbol', '=', pair.base)
    .where('quote_symbol', '=', pair.quote);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function marketById(db: Db, id: string): Promise<MarketRow | undefined> {
  return db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Active markets that have a price, with the latest one and the percent change of the buy price
 * against the price in force 24 hours ago (or, for a younger history, its oldest point of the last
 * 24 hours); exact numeric arithmetic, rounded to 2 decimals.
 */
export async function listActiveMarketsWithPrices(db: Db, now: Date): Promise<ListedMarket[]> {
  const dayAgo = sql`${now}::timestamptz - interval '24 hours'`;
  const result = await sql<ListedMarket>`
    SELECT m.*, latest.buy_price, latest.sell_price,
           round((latest.buy_exact - reference.buy_price) * 100 / reference.buy_price, 2)::text
             AS price_change
    FROM markets m
    CROSS JOIN LATERAL (${latestAt(now)}) latest
    CROSS JOIN LATERAL (
      SELECT candidate.buy_price FROM (
        (SELECT p.buy_price, 1 AS preference FROM market_prices p
         WHERE p.market_id = m.id AND p.created_at <= ${dayAgo}
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1)
        UNION ALL
        (SELECT p.buy_price, 2 AS preference FROM market_prices p
         WHERE p.market_id = m.id AND p.created_at > ${dayAgo} AND p.created_at <= ${now}
         ORDER BY p.created_at, p.id LIMIT 1)
      ) candidate
      ORDER BY candidate.preference
      LIMIT 1
    ) reference
    WHERE m.is_active
    ORDER BY m.sort_order, m.id`.execute(db);
  return result.rows;
}

/** Every market's price in force at `now` with who set it (active or not; pairs without a price are left out). */
export async function latestMarketPrices(db: Db, now: Date): Promise<LatestPrice[]> {
  const result = await sql<LatestPrice>`
    SELECT m.base_symbol, m.quote_symbol, latest.id, latest.buy_price, latest.sell_price,
           latest.created_at, latest.set_by, u.email AS setter_email, u.name AS setter_name,
           m.buy_enabled, m.sell_enabled, m.halted_at, m.halt_note, m.min_order_value, m.max_order_value,
           m.pricing_mode, m.buy_spread_bps, m.sell_spread_bps, m.reference_bid, m.reference_ask,
           m.reference_sources, m.reference_at, m.feed_diverged_percent
    FROM markets m
    CROSS JOIN LATERAL (${latestAt(now)}) latest
    LEFT JOIN users u ON u.id = latest.set_by
    ORDER BY m.sort_order, m.id`.execute(db);
  return result.rows;
}

export async function latestMarketPrice(db: Db, marketId: string, now: Date): Promise<PriceRow | undefined> {
  const result = await sql<PriceRow>`
    SELECT latest.id, latest.buy_price, latest.sell_price, latest.created_at, latest.set_by
    FROM (SELECT ${marketId}::bigint AS id) m
    CROSS JOIN LATERAL (${latestAt(now)}) latest`.execute(db);
  return result.rows[0];
}

/** Adds a price to the history (the only write this table allows): a person's, or one made from the feed. */
export function appendMarketPrice(
  db: Db,
  marketId: string,
  prices: Prices,
  setBy: string | null,
  at: Date,
  /** The reference an automatic price was made from (then `setBy` is null). */
  reference?: { bid: string; ask: string },
): Promise<PriceRow> {
  return db
    .insertInto('market_prices')
    .values({
      market_id: marketId,
      buy_price: prices.buy_price,
      sell_price: prices.sell_price,
      set_by: setBy,
      created_at: at,
      ...(reference && { reference_bid: reference.bid, reference_ask: reference.ask }),
    })
    .returning([
      'id',
      asAmount('buy_price').as('buy_price'),
      asAmount('sell_price').as('sell_price'),
      'created_at',
      'set_by',
    ])
    .executeTakeFirstOrThrow();
}

/** The price in force at each sampled instant, oldest first (see SAMPLING for the rule). */
export async function marketPriceHistory(
  db: Db,
  marketId: string,
  now: Date,
  sampling: Sampling,
): Promise<PricePointRow[]> {
  const result = await sql<PricePointRow>`
    SELECT instant.at, p.buy_price, p.sell_price
    FROM generate_series(${sampling.points - 1}::int, 0, -1) AS k
    CROSS JOIN LATERAL (SELECT ${now}::timestamptz - k * ${sampling.step}::interval AS at) instant
    CROSS JOIN LATERAL (
      SELECT ${buyText} AS buy_price, ${sellText} AS sell_price
      FROM market_prices p
      WHERE p.market_id = ${marketId} AND p.created_at <= instant.at
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT 1
    ) p
    ORDER BY instant.at`.execute(db);
  return result.rows;
}
