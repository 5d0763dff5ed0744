// The format entry carries no styles, so this rule runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal } from '@sarraf/ui/format';

export interface PriceValues {
  /** What users pay to buy: the desk sells at this price. Decimal text, '' when empty. */
  buy_price: string;
  /** What users get when they sell: the desk buys at this price. Decimal text, '' when empty. */
  sell_price: string;
  /** The operator confirms a price far from the reference or the one in force (the server asks for it). */
  confirm_far_price: boolean;
}

export type PriceField = 'buy_price' | 'sell_price';

/**
 * The desk's price rule, as the server checks it: both prices above zero, and the sell price never above
 * the buy price (the desk would lose on every round trip). Answers a translation key per refused field.
 */
export function validatePrices(values: Pick<PriceValues, PriceField>): Partial<Record<PriceField, string>> {
  const problems: Partial<Record<PriceField, string>> = {};
  const buy = checkPositive(values.buy_price, 'buy');
  const sell = checkPositive(values.sell_price, 'sell');
  if (buy) problems.buy_price = buy;
  if (sell) problems.sell_price = sell;
  if (!buy && !sell && compareDecimals(values.sell_price, values.buy_price) > 0) {
    problems.sell_price = 'markets.validation.sellAboveBuy';
  }
  return problems;
}

function checkPositive(value: string, side: 'buy' | 'sell'): string | undefined {
  if (!value.trim()) return `markets.validation.${side}Required`;
  if (!isDecimal(value) || compareDecimals(value, '0') <= 0) return `markets.validation.${side}Positive`;
  return undefined;
}
