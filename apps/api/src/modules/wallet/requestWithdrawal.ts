import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField } from '../../errors/DomainError.js';
import { compareDecimals, normalizeDecimal, subtractDecimals, addDecimals } from '../../money/decimal.js';
import { hold } from '../ledger/index.js';
import { withdrawTermsOf } from '../settings/index.js';
import type { Currency } from './walletTables.js';
import { startOfTehranDay } from './tehranDay.js';
import {
  insertWalletTransaction,
  withdrawnSince,
  type WalletTransactionRow,
} from './walletTransactionRepository.js';

export type Destination = { iban: string; ownerName: string | null } | { address: string; network: 'TRC20' };

export interface WithdrawalRequest {
  userId: string;
  currency: Currency;
  /** A decimal string the caller has checked for its currency's form. */
  amount: string;
  destination: Destination;
  at: Date;
}

/**
 * A withdrawal request: the amount leaves the available balance at once (a ledger hold, which locks the
 * person's account), then the daily limit is counted. Counting after the lock means two requests of one
 * person are counted one after the other, so together they cannot pass the limit either.
 */
export async function requestWithdrawal(
  trx: Transaction<Database>,
  request: WithdrawalRequest,
): Promise<WalletTransactionRow> {
  const { userId, currency, amount, destination, at } = request;
  const terms = await withdrawTermsOf(trx, currency);
  const minimum = normalizeDecimal(terms.min_amount);
  if (compareDecimals(amount, minimum) < 0)
    throw invalidField('amount', `wallet.belowMinimum${currency}`, { minimum });

  const { rows } = await sql<{ id: string }>`
    SELECT nextval(pg_get_serial_sequence('wallet_transactions', 'id'))::text AS id`.execute(trx);
  const id = rows[0]!.id;
  const held = await hold(trx, {
    userId,
    currency,
    amount,
    kind: 'withdraw',
    reference: `wallet_transaction:${id}`,
  });

  const used = await withdrawnSince(trx, userId, currency, startOfTehranDay(at));
  const limit = normalizeDecimal(terms.daily_limit);
  if (compareDecimals(addDecimals(used, amount), limit) > 0) {
    const remaining = compareDecimals(used, limit) >= 0 ? '0' : subtractDecimals(limit, used);
    throw invalidField('amount', `wallet.dailyLimit${currency}`, { remaining });
  }

  return insertWalletTransaction(trx, {
    id,
    user_id: userId,
    type: 'Withdraw',
    currency,
    amount,
    fee: normalizeDecimal(terms.fee),
    remained_balance: held.availableAfter,
    hold_transfer_id: held.holdId,
    withdrawal_type: 'normal',
    ...('iban' in destination
      ? { dest_iban: destination.iban, dest_owner_name: destination.ownerName }
      : { dest_address: destination.address, network: destination.network }),
    created_at: at,
  });
}
