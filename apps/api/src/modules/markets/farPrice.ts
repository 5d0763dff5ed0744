import type { FieldMessage } from '../../errors/DomainError.js';
import { fromMicros, normalizeDecimal, toMicros } from '../../money/decimal.js';
import { usableReference } from './referenceFreshness.js';
import type { MarketRow, Prices } from './marketRepository.js';

/** How far `next` is from `previous`, in percent of `previous`, to two decimals (rounded down): exact. */
export function percentAway(previous: string, next: string): string {
  const before = toMicros(previous);
  const distance = toMicros(next) - before;
  const away = ((distance < 0n ? -distance : distance) * 100n * 100n) / before;
  return fromMicros(away * 10_000n);
}

/**
 * The sides of a new price further than `limitPercent` from the one in force: each such side's field says
 * how far and from what, so the operator can confirm (`confirm_far_price`) a move they meant. A fat-fingered
 * 1 Toman, or a price copied with a digit missing, stops here.
 */
export function farPriceErrors(
  previous: Prices | undefined,
  next: Prices,
  limitPercent: string,
  message: 'market.priceFar' | 'market.priceFarFromReference' = 'market.priceFar',
): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  if (!previous) return errors;
  for (const field of ['buy_price', 'sell_price'] as const) {
    const before = toMicros(previous[field]);
    const distance = toMicros(next[field]) - before;
    // |distance| / before > limit / 100, in integers.
    if ((distance < 0n ? -distance : distance) * 100n * 1_000_000n > toMicros(limitPercent) * before)
      errors[field] = [
        [message, { percent: percentAway(previous[field], next[field]), priceAmount: previous[field] }],
      ];
  }
  return errors;
}

/**
 * farPriceErrors against what the desk should price near: the market's reference when the feed's is fresh
 * and agreed (the ask for the buy price, the bid for the sell price), otherwise the price in force.
 */
export function farFromReferenceOrPrevious(
  market: MarketRow,
  previous: Prices | undefined,
  next: Prices,
  rule: { limit: string; maxAgeSeconds: number; at: Date },
): Record<string, FieldMessage[]> {
  const reference = usableReference(market, rule.maxAgeSeconds, rule.at);
  if (!reference) return farPriceErrors(previous, next, rule.limit);
  const near = { buy_price: normalizeDecimal(reference.ask), sell_price: normalizeDecimal(reference.bid) };
  return farPriceErrors(near, next, rule.limit, 'market.priceFarFromReference');
}
