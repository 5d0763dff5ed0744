/**
 * Where the desk's reference price is read from: another exchange's public order book. The Nobitex and Wallex
 * adapters (nobitexSource.ts, wallexSource.ts) are two; each answers one complete reading or throws a
 * PriceSourceError, never a partial or guessed one.
 */
export interface PriceSource {
  /** Names the source in stored readings and logs ('nobitex'). */
  readonly name: PriceSourceName;
  /** The top of the source's book now. */
  read(): Promise<PriceReading>;
}

/** The sources there are adapters for (config PRICE_FEED picks among them). */
export type PriceSourceName = 'nobitex' | 'wallex';

/** The top of one source's order book, in Toman, as exact decimal strings (never floats). */
export interface PriceReading {
  source: PriceSourceName;
  /** The highest price someone on the source offers to buy at. */
  bestBid: string;
  /** The lowest price someone on the source offers to sell at; never below bestBid. */
  bestAsk: string;
  /** When the source says its book was as read (or when we read it, for a source that does not say). */
  sourceTime: Date;
}
