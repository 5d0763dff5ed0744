import { invalidField } from '../../errors/DomainError.js';
import { hasAtMostDecimals, normalizeDecimal } from '../../money/decimal.js';

/** Spec section 5: a USDT withdrawal amount is a number with up to 3 decimals, said in the spec's words. */
export function usdtWithdrawAmount(text: string): string {
  if (!hasAtMostDecimals(text, 3) || text.startsWith('-'))
    throw invalidField('amount', 'wallet.usdtDecimals');
  const amount = normalizeDecimal(text);
  if (amount === '0') throw invalidField('amount', 'ledger.amountPositive');
  return amount;
}

/** A Toman amount is whole (the contract's pattern has already said so) and above zero. */
export function irtAmount(text: string): string {
  const amount = normalizeDecimal(text);
  if (amount === '0') throw invalidField('amount', 'ledger.amountPositive');
  return amount;
}
