import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DomainError, invalidField } from '../../errors/DomainError.js';
import { compareDecimals, normalizeDecimal, subtractDecimals } from '../../money/decimal.js';
import { hold } from '../ledger/index.js';
import { refuseOverLimit } from '../limits/index.js';
import { notify } from '../notifications/index.js';
import { appPaths } from '@sarraf/routes';
import { withdrawTermsOf } from '../settings/index.js';
import { secureModeAt, withdrawalHoldOf } from '../users/index.js';
import type { WithdrawalHoldReason } from '../../db/schema.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { Currency } from './walletTables.js';
import { insertWalletTransaction, type WalletTransactionRow } from './walletTransactionRepository.js';

/** What a held withdrawal is told, by the change that started the hold. */
const HOLD_MESSAGES: Record<WithdrawalHoldReason, MessageKey> = {
  password_reset: 'wallet.withdrawalsHeldAfterReset',
  password_changed: 'wallet.withdrawalsHeldAfterPasswordChange',
  recovery_code_used: 'wallet.withdrawalsHeldAfterRecoveryCode',
  second_factor_removed: 'wallet.withdrawalsHeldAfterFactorRemoved',
  second_factor_added: 'wallet.withdrawalsHeldAfterFactorAdded',
};

export type Destination = (
  { iban: string; ownerName: string | null } | { address: string; network: 'TRC20' }
) & {
  /** When the person saved it (the request named a saved destination); null for a new one. */
  savedAt: Date | null;
};

export interface WithdrawalRequest {
  userId: string;
  currency: Currency;
  /** A decimal string the caller has checked for its currency's form. */
  amount: string;
  destination: Destination;
  at: Date;
  /** In secure-withdrawal mode, how long a saved destination waits before it may be used. */
  secureWaitSeconds: number;
}

/**
 * A withdrawal request: the person's daily and monthly limit of the currency is counted under their limits
 * lock (two requests of one person are counted one after the other, so together they cannot pass it
 * either), then the amount leaves the available balance at once (ledger holds). What the person
 * receives and the fee are held apart (kinds 'withdraw' and 'fee'), so that the payout posts each where it
 * goes and the person's statement shows both leaving now and nothing more later.
 */
export async function requestWithdrawal(
  trx: Transaction<Database>,
  request: WithdrawalRequest,
): Promise<WalletTransactionRow> {
  const { userId, currency, amount, destination, at } = request;
  // Read FOR SHARE: a password reset committing now is decided wholly before or after this request.
  const { frozenAt, frozenNote, hold: securityHold, secureMode } = await withdrawalHoldOf(trx, userId);
  if (frozenAt && frozenNote !== null) {
    throw new DomainError('conflict', 'wallet.withdrawalsFrozenByDesk', { params: { note: frozenNote } });
  }
  if (frozenAt) throw new DomainError('conflict', 'wallet.withdrawalsFrozen');
  if (securityHold && securityHold.until > at) {
    throw new DomainError('conflict', HOLD_MESSAGES[securityHold.reason], {
      params: { until: securityHold.until.toISOString() },
    });
  }
  if (secureModeAt(secureMode, at).isOn)
    refuseUnwaitedDestination(destination, at, request.secureWaitSeconds);
  const terms = await withdrawTermsOf(trx, currency);
  const minimum = normalizeDecimal(terms.min_amount);
  if (compareDecimals(amount, minimum) < 0)
    throw invalidField('amount', `wallet.belowMinimum${currency}`, { minimum });
  const fee = normalizeDecimal(terms.fee);
  await refuseOverLimit(trx, {
    userId,
    kind: currency === 'IRT' ? 'irt_withdrawal' : 'usdt_withdrawal',
    amount,
    at,
    field: 'amount',
  });

  const { rows } = await sql<{ id: string }>`
    SELECT nextval(pg_get_serial_sequence('wallet_transactions', 'id'))::text AS id`.execute(trx);
  const id = rows[0]!.id;
  const movement = { userId, currency, reference: `wallet_transaction:${id}` };
  // The fee is below the minimum (a CHECK of withdraw_terms), so the net amount is always positive.
  const held = await hold(trx, { ...movement, amount: subtractDecimals(amount, fee), kind: 'withdraw' });
  const feeHeld =
    compareDecimals(fee, '0') > 0 ? await hold(trx, { ...movement, amount: fee, kind: 'fee' }) : null;

  const row = await insertWalletTransaction(trx, {
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
  // The owner hears of every request at once, while the desk has not paid it: a stolen session shows.
  await notify(trx, {
    userId,
    kind: 'withdrawal_requested',
    params: { amount, currency, destination: shortDestination(destination) },
    link: appPaths.transaction(id),
    at,
  });
  return row;
}

/**
 * Secure-withdrawal mode: only a saved destination, and only once it has waited its time since it was saved
 * (a stolen session that saves its own address must wait as long as the owner has to notice the mail).
 */
function refuseUnwaitedDestination(destination: Destination, at: Date, waitSeconds: number): void {
  if (destination.savedAt === null) throw new DomainError('conflict', 'wallet.secureModeSavedOnly');
  const usableAt = new Date(destination.savedAt.getTime() + waitSeconds * 1000);
  if (usableAt > at) {
    throw new DomainError('conflict', 'wallet.destinationWaiting', {
      params: { until: usableAt.toISOString() },
    });
  }
}

/** The destination as a notice names it: enough to recognise (its start and end), not the whole. */
export function shortDestination(destination: Destination | string): string {
  const whole =
    typeof destination === 'string'
      ? destination
      : 'iban' in destination
        ? destination.iban
        : destination.address;
  return `${whole.slice(0, 4)}…${whole.slice(-4)}`;
}
