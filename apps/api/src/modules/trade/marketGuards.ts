import { DomainError, invalidField } from '../../errors/DomainError.js';
import { compareDecimals, toMicros } from '../../money/decimal.js';
import type { MarketRow } from '../markets/index.js';
import type { OrderSide } from './tradeTables.js';

/**
 * What the desk allows on a market now, for a side: a halted market quotes nothing (409 with the desk's
 * note), and buying and selling can each be switched off (409).
 */
export function refuseIfClosed(market: MarketRow, side: OrderSide): void {
  if (market.halted_at !== null)
    throw new DomainError('conflict', 'trade.marketHalted', { params: { note: market.halt_note ?? '' } });
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
 * moved") when the market was halted since it was made (or is halted now), its side was switched off, or the
 * desk's price for its side moved more than `guardPercent` of the quote's price, either way. A guard that only
 * refused moves in the desk's favour would be a one-sided last look.
 */
export function refuseStaleQuote(
  market: MarketRow,
  quote: { side: OrderSide; price: string; created_at: Date },
  priceNow: string,
  guardPercent: string,
): void {
  refuseIfClosed(market, quote.side);
  if (market.resumed_at !== null && market.resumed_at > quote.created_at)
    throw new DomainError('conflict', 'trade.priceMoved');
  const quoted = toMicros(quote.price);
  const moved = toMicros(priceNow) - quoted;
  // |moved| / quoted > guard / 100, in integers (micro-units on both sides).
  if ((moved < 0n ? -moved : moved) * 100n * 1_000_000n > toMicros(guardPercent) * quoted)
    throw new DomainError('conflict', 'trade.priceMoved');
}
