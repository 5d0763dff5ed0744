import type { FieldMessage } from '../../errors/DomainError.js';
import { compareDecimals } from '../../money/decimal.js';
import type { AccountType, LimitKind } from './limitsTables.js';

const WHOLE = /^(0|[1-9][0-9]*)$/;

/**
 * What the schema cannot say about a day's and a month's amount (`at` prefixes the fields): both above
 * zero, the month's at least the day's, Toman whole (Tether withdrawals may have decimals).
 */
export function limitAmountErrors(
  kind: LimitKind,
  amounts: { daily: string; monthly: string },
  at: string,
): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  for (const field of ['daily', 'monthly'] as const) {
    const value = amounts[field];
    if (kind !== 'usdt_withdrawal' && !WHOLE.test(value)) errors[`${at}${field}`] = ['wallet.wholeToman'];
    else if (compareDecimals(value, '0') <= 0) errors[`${at}${field}`] = ['settings.positive'];
  }
  if (!errors[`${at}monthly`] && compareDecimals(amounts.monthly, amounts.daily) < 0)
    errors[`${at}monthly`] = ['limits.monthBelowDay'];
  return errors;
}

/** The settings' eight rows: each account type and kind once, each row's amounts as above. */
export function accountLimitErrors(
  rows: readonly { account_type: AccountType; kind: LimitKind; daily: string; monthly: string }[],
): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = `account_limits.${index}.`;
    const key = `${row.account_type}/${row.kind}`;
    if (seen.has(key)) errors[`${at}kind`] = ['limits.eachOnce'];
    seen.add(key);
    Object.assign(errors, limitAmountErrors(row.kind, row, at));
  });
  // Eight distinct rows of two types and four kinds are every pair: the schema holds the count to eight.
  return errors;
}
