import type { FieldMessage } from '../../../errors/DomainError.js';
import { toMicros } from '../../../money/decimal.js';

/** Digits before the point a price may have (the markets module's limit for the prices it sets). */
const MAX_INTEGER_DIGITS = 15;

/**
 * What is wrong with an operator's final price, in the words the markets module uses for prices: above
 * zero, no more decimals than the pair's price scale (whole Toman for IRT), a sane size.
 */
export function finalPriceProblem(price: string, scale: number): FieldMessage | undefined {
  const [whole = '', fraction = ''] = price.split('.');
  if (toMicros(price) <= 0n) return 'market.pricePositive';
  if (fraction.length > scale) return scale === 0 ? 'market.priceWhole' : ['market.priceScale', { scale }];
  if (whole.length > MAX_INTEGER_DIGITS) return ['market.priceTooLarge', { digits: MAX_INTEGER_DIGITS }];
  return undefined;
}
