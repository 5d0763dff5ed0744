import { invalidField } from '../../errors/DomainError.js';
import { CURRENCY_SCALE, type Currency } from './currencies.js';

/** Digits before the point: the ledger refuses amounts of 10^18 and more (ledger_transfers_amount_positive). */
export const MAX_INTEGER_DIGITS = 18;

const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/**
 * An amount as the ledger takes it: a positive decimal string with no more decimals than the currency has
 * (trailing zeros do not count), returned without trailing zeros ('12.50' -> '12.5'). Otherwise a 422 on
 * the field `amount`. Never a float: the text goes to PostgreSQL's numeric as it is.
 */
export function checkedAmount(amount: string, currency: Currency): string {
  const match = DECIMAL.exec(amount);
  if (!match) throw invalidField('amount', 'validation.format');
  const whole = match[1]!;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole === '0' && fraction === '') throw invalidField('amount', 'ledger.amountPositive');
  const scale = CURRENCY_SCALE[currency];
  if (fraction.length > scale) {
    throw scale === 0
      ? invalidField('amount', 'ledger.amountWhole')
      : invalidField('amount', 'ledger.amountScale', { scale });
  }
  if (whole.length > MAX_INTEGER_DIGITS)
    throw invalidField('amount', 'ledger.amountTooLarge', { digits: MAX_INTEGER_DIGITS });
  return fraction ? `${whole}.${fraction}` : whole;
}
