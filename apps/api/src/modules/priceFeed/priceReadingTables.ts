import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;

/**
 * migrations/0031_price_readings.sql. Append-only (a trigger refuses UPDATE and TRUNCATE, and DELETE except
 * the thinning's): hence no update types.
 */
export interface PriceReadingsTable {
  id: ColumnType<string, never, never>;
  market_id: ColumnType<string, string | number, never>;
  source: Fixed<string>;
  best_bid: Fixed<string>;
  best_ask: Fixed<string>;
  source_time: ColumnType<Date, Date | string, never>;
  fetched_at: ColumnType<Date, Date | string, never>;
}

// The table joins the app's schema next to the module that owns it (interfaces merge across declarations).
declare module '../../db/schema.js' {
  interface Database {
    price_readings: PriceReadingsTable;
  }
}
