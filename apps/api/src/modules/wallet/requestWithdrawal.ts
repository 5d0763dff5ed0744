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
 * A withdrawal request: the amount leaves the available balance at once (ledger holds, which lock the
 * person's account), then the daily limit is counted. Counting after the lock means two requests of one
 * person are counted one after the other, so together they cannot pass the limit either. What the person
 * receives and the fee are held apart (kinds 'withdraw' and 'fee'), so that the payout posts each where it
 * goes and the person's statement shows both leaving now and nothing more later.
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
  const fee = normalizeDecimal(terms.fee);

  const { rows } = await sql<{ id: string }>`
    SELECT nextval(pg_get_serial_sequence('wallet_transactions', 'id'))::text AS id`.execute(trx);
  const id = rows[0]!.id;
  const movement = { userId, currency, reference: `wallet_transaction:${id}` };
  // The fee is below the minimum (a CHECK of withdraw_terms), so the net amount is always positive.
  const held = await hold(trx, { ...movement, amount: subtractDecimals(amount, fee), kind: 'withdraw' });
  const feeHeld =
    compareDecimals(fee, '0') > 0 ? await hold(trx, { ...movement, amount: fee, kind: 'fee' }) : null;

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
    fee,
    remained_balance: (feeHeld ?? held).availableAfter,
    hold_transfer_id: held.holdId,
    fee_hold_transfer_id: feeHeld?.holdId ?? null,
    withdrawal_type: 'normal',
    ...('iban' in destination
      ? { dest_iban: destination.iban, dest_owner_name: destination.ownerName }
      : { dest_address: destination.address, network: destination.network }),
    created_at: at,
  });
}
