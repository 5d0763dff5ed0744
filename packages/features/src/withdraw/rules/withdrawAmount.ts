import { compareDecimals, isDecimal } from '@sarraf/ui/format';
import { fractionDigits, minDecimal, subtractDecimals, truncateDecimals } from '@sarraf/ui/format';

/** What the server allows a withdrawal of one currency (contract WithdrawTerms) and what the person has. */
export interface WithdrawLimits {
  /** The available balance (contract Balance.available). */
  available: string;
  min_amount: string;
  fee: string;
  remaining_today: string;
}

export type WithdrawCurrency = 'IRT' | 'USDT';

/** The decimals a withdrawal may have: whole Toman; Tether with up to 3 (spec sections 5 and 9). */
export const WITHDRAW_DECIMALS: Record<WithdrawCurrency, number> = { IRT: 0, USDT: 3 };

/**
 * The message key (namespace `withdraw`) of the amount's problem, checked in the order a person fixes
 * them: something typed, a number of the right scale, at least the minimum and more than the fee, then
 * what the balance and today's limit allow.
 */
export function amountProblem(
  amount: string,
  currency: WithdrawCurrency,
  limits: WithdrawLimits,
): string | undefined {
  const text = amount.trim();
  if (text === '') return 'validation.amountRequired';
  if (!isDecimal(text) || fractionDigits(text) > WITHDRAW_DECIMALS[currency]) {
    return currency === 'USDT' ? 'validation.amountDecimals' : 'validation.amountWhole';
  }
  if (compareDecimals(text, '0') <= 0 || compareDecimals(text, limits.min_amount) < 0) {
    return 'validation.belowMinimum';
  }
  if (compareDecimals(text, limits.fee) <= 0) return 'validation.notAboveFee';
  if (compareDecimals(text, limits.available) > 0) return `validation.insufficient${currency}`;
  if (compareDecimals(text, limits.remaining_today) > 0) return 'validation.overDailyLimit';
  return undefined;
}

/** What arrives at the destination (amount less the fee), or null while that is not a positive amount. */
export function receivedAmount(amount: string, fee: string): string | null {
  const text = amount.trim();
  if (!isDecimal(text) || compareDecimals(text, fee) <= 0) return null;
  return subtractDecimals(text, fee);
}

/** The "max" action's amount: the most the balance and today's limit both allow, at the currency's scale. */
export function maxWithdrawable(currency: WithdrawCurrency, limits: WithdrawLimits): string {
  return truncateDecimals(minDecimal(limits.available, limits.remaining_today), WITHDRAW_DECIMALS[currency]);
}
