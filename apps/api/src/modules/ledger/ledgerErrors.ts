import { DomainError, invalidField } from '../../errors/DomainError.js';
import { sqlStateOf } from '../../errors/sqlState.js';
import type { Currency } from './currencies.js';
import { deskStockError } from './deskStock.js';

/** The person's balance would go below zero: 422 on `amount`, "Insufficient {currency} Balance!". */
export function insufficientBalance(currency: Currency): DomainError {
  return invalidField('amount', 'ledger.insufficientBalance', { currency });
}

/**
 * The database's refusals that mean something to the person, as domain errors. The balance CHECK is the
 * one guard of "never below zero" (also when two movements race: the second sees the first's balance
 * under the row lock), so it is the insufficient-balance answer. The desk's stock refusing a payout (raised
 * at the end of the statement, or at commit inside a transaction) is its 409. Everything else is left as it is.
 */
export function ledgerError(error: unknown, currency: Currency | undefined): unknown {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  const state = sqlStateOf(error);
  if (state === '23514' && constraint === 'ledger_accounts_balance_not_negative' && currency)
    return insufficientBalance(currency);
  if (state === '23505' && constraint === 'ledger_transfers_resolved_once')
    return new DomainError('conflict', 'error.conflict');
  return deskStockError(error);
}

/** Runs one ledger call and translates its refusals (see ledgerError). */
export async function translatingErrors<T>(
  currency: Currency | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw ledgerError(error, currency);
  }
}
