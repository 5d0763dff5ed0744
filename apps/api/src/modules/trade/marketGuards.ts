import { DomainError, invalidField } from '../../errors/DomainError.js';
import { compareDecimals, toMicros } from '../../money/decimal.js';
import { marketPause, type MarketRow } from '../markets/index.js';
import type { OrderSide } from './tradeTables.js';

/**
 * What the desk allows on a market at `now`, for a side: a halted market quotes nothing (409 with the desk's
 * note), nor does an automatically priced one whose reference is older than `feedMaxAgeSeconds` or whose
 * sources disagree (409, prices paused); buying and selling can each be switched off (409).
 */
export function refuseIfClosed(
  market: MarketRow,
  side: OrderSide,
  feedMaxAgeSeconds: number,
  now: Date,
): void {
  const pause = marketPause(market, feedMaxAgeSeconds, now);
  if (pause?.reason === 'halted')
    throw new DomainError('conflict', 'trade.marketHalted', { params: { note: market.halt_note ?? '' } });
  if (pause?.reason === 'feed_stale') throw new DomainError('conflict', 'trade.pricesPausedStale');
  if (pause?.reason === 'feed_diverged') throw new DomainError('conflict', 'trade.pricesPausedDiverged');
  if (side === 'Buy' ? !market.buy_enabled : !market.sell_enabled)
    throw new DomainError('conflict', side === 'Buy' ? 'trade.buyingOff' : 'trade.sellingOff');
}

/** An order's Toman value within the market's bounds (422 on `amount`, with the bound). */
export function refuseOutsideBounds(market: MarketRow, tomanValue: string): void {
  if (compareDecimals(tomanValue, market.min_order_value) < 0)
    throw invalidField('amount', 'trade.belowMinimum', { amount: market.min_order_value, currency: 'IRT' });
  if (market.max_order_value !== null && compareDecimals(tomanValue, market.max_order_value) > 0)
    throw invalidField('amount', 'trade.aboveMaximum', { amount: market.max_order_value, currency: 'IRT' });
}

/**
 * A quote is honoured within its seconds, not beyond the guard: placing it is refused (409, "the price
 * moved") when the market was halted since it was made (or is halted or paused now), its side was switched off, or the
 * desk's price for its side moved more than `guardPercent` of the quote's price, either way. A guard that only
 * refused moves in the desk's favour would be a one-sided last look.
 */
export function refuseStaleQuote(
  market: MarketRow,
  quote: { side: OrderSide; price: string; created_at: Date },
  priceNow: string,
  guards: { quoteGuardPercent: string; feedMaxAgeSeconds: number; now: Date },
): void {
  refuseIfClosed(market, quote.side, guards.feedMaxAgeSeconds, guards.now);
  if (market.resumed_at !== null && market.resumed_at > quote.created_at)
    throw new DomainError('conflict', 'trade.priceMoved');
  const quoted = toMicros(quote.price);
  const moved = toMicros(priceNow) - quoted;
  // |moved| / quoted > guard / 100, in integers (micro-units on both sides).
  if ((moved < 0n ? -moved : moved) * 100n * 1_000_000n > toMicros(guards.quoteGuardPercent) * quoted)
    throw new DomainError('conflict', 'trade.priceMoved');
}
