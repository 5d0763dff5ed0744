import type { Db } from '../../db/transaction.js';
import { ceilDiv, floorDiv, fromMicros, toMicros } from '../../money/decimal.js';
import { usableReference } from './referenceFreshness.js';
import { appendMarketPrice, latestMarketPrice, type MarketRow, type Prices } from './marketRepository.js';

/** One reference the feed could agree on (the mean of its sources' books), in Toman. */
export interface AgreedReference {
  kind: 'price';
  bid: string;
  ask: string;
  sources: readonly string[];
  /** The oldest of the combined readings' source times. */
  sourceTime: Date;
}

/** The sources disagree by more than the settings allow: no reference, and automatic prices pause. */
export interface DivergedReference {
  kind: 'diverged';
  differencePercent: string;
}

/** No source has a fresh reading: nothing to price from (the kept reference ages until the market pauses). */
export interface NoReference {
  kind: 'none';
}

const BASIS = 10_000n;

/**
 * The desk's prices from a reference: it sells at the reference ask plus `buyBps` rounded up to the pair's
 * scale, and buys at the reference bid minus `sellBps` rounded down, so rounding never narrows the spread
 * and, the bid being at most the ask, the two never cross. Undefined when the sell price would round to
 * nothing (a reference no desk could quote from).
 */
export function deskPricesFrom(
  reference: { bid: string; ask: string },
  spreads: { buyBps: number; sellBps: number },
  scale: number,
): Prices | undefined {
  // Micro-units in one step of the pair's scale (1,000,000 for whole Toman).
  const step = 10n ** BigInt(6 - scale);
  const buy = ceilDiv(toMicros(reference.ask) * (BASIS + BigInt(spreads.buyBps)), BASIS * step) * step;
  const sell = floorDiv(toMicros(reference.bid) * (BASIS - BigInt(spreads.sellBps)), BASIS * step) * step;
  if (sell <= 0n) return undefined;
  return { buy_price: fromMicros(buy), sell_price: fromMicros(sell) };
}

/** The price an automatic market's stored reference makes, when it is fresh and agreed; undefined otherwise. */
export function priceFromStoredReference(market: MarketRow, maxAgeSeconds: number, now: Date) {
  const reference = usableReference(market, maxAgeSeconds, now);
  if (!reference) return undefined;
  const spreads = { buyBps: market.buy_spread_bps, sellBps: market.sell_spread_bps };
  const prices = deskPricesFrom(reference, spreads, market.price_scale);
  return prices && { prices, reference };
}

/**
 * Keeps the feed's newest outcome on the market row `market` (locked by the caller, FOR UPDATE) and, when
 * the market is priced automatically and the reference is fresh, appends the desk's new price (only when it
 * changed: a steady market adds no history). Returns the price appended, if any.
 */
export async function applyReference(
  trx: Db,
  market: MarketRow,
  outcome: AgreedReference | DivergedReference | NoReference,
  maxAgeSeconds: number,
  at: Date,
): Promise<Prices | undefined> {
  if (outcome.kind !== 'price') {
    // Sources that stopped answering no longer disagree: the market is paused as stale, not as diverged.
    const diverged = outcome.kind === 'diverged' ? outcome.differencePercent : null;
    if (market.feed_diverged_percent !== diverged)
      await trx
        .updateTable('markets')
        .set({ feed_diverged_percent: diverged })
        .where('id', '=', market.id)
        .execute();
    return undefined;
  }
  const reference = {
    reference_bid: outcome.bid,
    reference_ask: outcome.ask,
    reference_sources: [...outcome.sources].sort().join(','),
    reference_at: outcome.sourceTime,
    feed_diverged_percent: null,
  };
  await trx.updateTable('markets').set(reference).where('id', '=', market.id).execute();
  return market.pricing_mode === 'automatic'
    ? appendIfChanged(trx, { ...market, ...reference }, maxAgeSeconds, at)
    : undefined;
}

/** Appends the automatic price of `market`'s stored reference when it differs from the price in force. */
export async function appendIfChanged(
  trx: Db,
  market: MarketRow,
  maxAgeSeconds: number,
  at: Date,
): Promise<Prices | undefined> {
  const made = priceFromStoredReference(market, maxAgeSeconds, at);
  if (!made) return undefined;
  const current = await latestMarketPrice(trx, market.id, at);
  const same =
    current !== undefined &&
    toMicros(current.buy_price) === toMicros(made.prices.buy_price) &&
    toMicros(current.sell_price) === toMicros(made.prices.sell_price);
  if (same) return undefined;
  await appendMarketPrice(trx, market.id, made.prices, null, at, made.reference);
  return made.prices;
}
