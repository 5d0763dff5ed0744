import type { ColumnType } from 'kysely';

/** The tables of migrations/0003_markets.sql. numeric columns arrive as exact strings (see createDb). */
export interface MarketsTable {
  id: ColumnType<string, never, never>;
  base_symbol: string;
  quote_symbol: string;
  name_fa: string;
  name_en: string;
  base_icon: string;
  quote_icon: string;
  price_scale: ColumnType<number, number | undefined, number>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The desk's controls (0033_market_controls.sql): see marketControls.ts. */
  buy_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sell_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  halted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  halt_note: ColumnType<string | null, string | null | undefined, string | null>;
  resumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  min_order_value: ColumnType<string, string | undefined, string>;
  max_order_value: ColumnType<string | null, string | null | undefined, string | null>;
  /** Automatic prices from the reference feed (0034_automatic_prices.sql): see automaticPrices.ts. */
  pricing_mode: ColumnType<PricingMode, PricingMode | undefined, PricingMode>;
  buy_spread_bps: ColumnType<number, number | undefined, number>;
  sell_spread_bps: ColumnType<number, number | undefined, number>;
  reference_bid: ColumnType<string | null, string | null | undefined, string | null>;
  reference_ask: ColumnType<string | null, string | null | undefined, string | null>;
  reference_sources: ColumnType<string | null, string | null | undefined, string | null>;
  reference_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  feed_diverged_percent: ColumnType<string | null, string | null | undefined, string | null>;
  feed_alerted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type PricingMode = 'manual' | 'automatic';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): hence no update types. */
export interface MarketPricesTable {
  id: ColumnType<string, never, never>;
  market_id: ColumnType<string, string | number, never>;
  buy_price: ColumnType<string, string, never>;
  sell_price: ColumnType<string, string, never>;
  set_by: ColumnType<string | null, string | number | null | undefined, never>;
  /** The reference an automatic price was made from; null for a person's price. */
  reference_bid: ColumnType<string | null, string | null | undefined, never>;
  reference_ask: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | string, never>;
}

// The tables join the app's schema here, next to the module that owns them, so db/schema.ts need not list
// every module's tables (interfaces merge across declarations).
declare module '../../db/schema.js' {
  interface Database {
    markets: MarketsTable;
    market_prices: MarketPricesTable;
  }
}
