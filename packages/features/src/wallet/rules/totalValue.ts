import { signOfDecimal } from '@sarraf/ui/format';
import type { Balance } from '../../entities/balance';
import type { Currency } from '../../entities/currency';

/** What the wallet is worth in Toman, and which holdings that figure leaves out. */
export interface TotalValue {
  /** The sum of every `value_irt` the server gave, in whole Toman (a decimal string). */
  total: string;
  /** Currencies the person holds whose value is unknown (no price yet): the total leaves them out. */
  unpriced: Currency[];
}

/**
 * Adds up the balances' value in Toman (whole Toman, so exact as integers; never a float). A currency
 * without a price is named when the person holds some of it, so the screen can say the total is partial;
 * one they hold none of changes nothing.
 */
export function totalValue(balances: readonly Balance[]): TotalValue {
  let total = 0n;
  const unpriced: Currency[] = [];
  for (const balance of balances) {
    if (balance.value_irt !== null) {
      total += BigInt(balance.value_irt);
    } else if (signOfDecimal(balance.available) !== 0 || signOfDecimal(balance.locked) !== 0) {
      unpriced.push(balance.currency);
    }
  }
  return { total: total.toString(), unpriced };
}
