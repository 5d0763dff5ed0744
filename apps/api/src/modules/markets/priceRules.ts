import type { FieldMessage } from '../../errors/DomainError.js';
import type { Prices } from './marketRepository.js';

/** Digits before the point: a quadrillion Toman for one unit is no price; the column holds 18. */
export const MAX_INTEGER_DIGITS = 15;

/** The column's scale, which is also the most the contract's Amount pattern lets through. */
const STORED_SCALE = 6;

/** A contract Amount (`^(0|[1-9][0-9]*)(\.[0-9]{1,6})?$`) as an integer count of 10^-6 units: exact. */
function micros(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(STORED_SCALE, '0'));
}

function checkOne(amount: string, scale: number): FieldMessage | undefined {
  const [whole = '', fraction = ''] = amount.split('.');
  if (micros(amount) === 0n) return 'market.pricePositive';
  if (fraction.replace(/0+$/, '').length > scale)
    return scale === 0 ? 'market.priceWhole' : ['market.priceScale', { scale }];
  if (whole.length > MAX_INTEGER_DIGITS) return ['market.priceTooLarge', { digits: MAX_INTEGER_DIGITS }];
  return undefined;
}

/**
 * What the contract's pattern cannot say about a new price: above zero, no more decimals than the quote
 * currency has (`scale`, whole Toman for IRT), a sane size, and the desk's spread the right way round
 * (it buys from users at sell_price, sells to them at buy_price, so sell_price <= buy_price).
 */
export function priceErrors(prices: Prices, scale: number): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  for (const field of ['buy_price', 'sell_price'] as const) {
    const problem = checkOne(prices[field], scale);
    if (problem) errors[field] = [problem];
  }
  if (Object.keys(errors).length === 0 && micros(prices.sell_price) > micros(prices.buy_price))
    errors.sell_price = ['market.sellAboveBuy'];
  return errors;
}
