import type { Transaction } from 'kysely';
import { appPaths } from '@sarraf/routes';
import type { Database } from '../../../db/schema.js';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { recordAudit } from '../../audit/index.js';
import { credit, debit, postHold, voidHold, type HouseAccount } from '../../ledger/index.js';
import { compareDecimals, normalizeDecimal, subtractDecimals } from '../../../money/decimal.js';
import { notify } from '../../notifications/index.js';
import type { UserRow } from '../../users/index.js';
import type { Currency } from '../walletTables.js';
import { lockWalletTransaction, type WalletTransactionRow } from '../walletTransactionRepository.js';

export type Decision =
  | { approve: true; trackingId?: string; trxHash?: string; note?: string }
  | { approve: false; reason: string };

export interface DecisionContext {
  admin: UserRow;
  ip: string;
  at: Date;
}

/** Where Toman and Tether are outside the ledger: the desk's bank accounts and its hot wallet. */
const OUTSIDE: Record<Currency, HouseAccount> = { IRT: 'bank', USDT: 'hot_wallet' };

/**
 * An operator's decision on a Pending deposit or withdrawal, inside the caller's transaction: the row is
 * locked first, so of two operators deciding at once the second finds it decided (409). Approving a
 * deposit credits the person; approving a withdrawal pays out its holds (after the operator paid it:
 * the bank's tracking id or the chain hash is required); rejecting a withdrawal returns its holds.
 */
export async function decideWalletTransaction(
  trx: Transaction<Database>,
  context: DecisionContext,
  id: string,
  decision: Decision,
): Promise<WalletTransactionRow> {
  const row = await lockWalletTransaction(trx, id);
  if (!row) throw new DomainError('notFound', 'error.notFound');
  if (row.status !== 'Pending') throw new DomainError('conflict', 'wallet.notPending');
  const reference = `wallet_transaction:${row.id}`;
  const house = OUTSIDE[row.currency];
  let changes: Partial<
    Pick<WalletTransactionRow, 'credit_transfer_id' | 'remained_balance' | 'tracking_id' | 'trx_hash'>
  > = {};

  if (decision.approve && row.type === 'Deposit') {
    const moved = await credit(trx, {
      userId: row.user_id,
      currency: row.currency,
      amount: row.amount,
      from: house,
      kind: 'deposit',
      reference,
    });
    changes = { credit_transfer_id: moved.transferId, remained_balance: moved.availableAfter };
  } else if (decision.approve) {
    const trackingId = decision.trackingId?.trim() || null;
    const trxHash = decision.trxHash?.trim() || null;
    if (row.currency === 'IRT' && !trackingId)
      throw invalidField('tracking_id', 'wallet.payoutTrackingRequired');
    if (row.currency === 'USDT' && !trxHash) throw invalidField('trx_hash', 'wallet.payoutHashRequired');
    await payOut(trx, row, house, reference);
    changes = { tracking_id: trackingId ?? row.tracking_id, trx_hash: trxHash };
  } else if (row.type === 'Withdraw') {
    await voidHold(trx, { holdId: row.hold_transfer_id!, kind: 'withdraw_release', reference });
    if (row.fee_hold_transfer_id !== null)
      await voidHold(trx, { holdId: row.fee_hold_transfer_id, kind: 'withdraw_release', reference });
  }

  const updated = await trx
    .updateTable('wallet_transactions')
    .set({
      ...changes,
      status: decision.approve ? 'Approved' : 'Rejected',
      reject_reason: decision.approve ? null : decision.reason.trim(),
      review_note: decision.approve ? decision.note?.trim() || null : null,
      reviewed_by: context.admin.id,
      reviewed_at: context.at,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A rejected deposit moved no money; the person reads its reason on the transaction.
  if (row.type === 'Withdraw' || decision.approve)
    await notify(trx, {
      userId: row.user_id,
      kind:
        row.type === 'Deposit'
          ? 'deposit_approved'
          : decision.approve
            ? 'withdraw_paid'
            : 'withdraw_rejected',
      params: {
        amount: normalizeDecimal(row.amount),
        currency: row.currency,
        // A paid withdrawal with a fee says what left for the destination and what the fee kept (without
        // these the text says the amount was paid, which is what was sent when there is no fee).
        ...(row.type === 'Withdraw' && decision.approve && compareDecimals(row.fee, '0') > 0
          ? { sentAmount: subtractDecimals(row.amount, row.fee), feeAmount: normalizeDecimal(row.fee) }
          : {}),
        ...(updated.reject_reason === null ? {} : { reason: updated.reject_reason }),
      },
      link: appPaths.transaction(row.id),
      at: context.at,
    });
  await recordAudit(trx, {
    actorId: context.admin.id,
    action: decision.approve ? 'wallet.approve' : 'wallet.reject',
    subjectType: 'wallet_transaction',
    subjectId: row.id,
    details: {
      type: row.type,
      currency: row.currency,
      amount: row.amount,
      owner: row.user_id,
      ...(decision.approve
        ? { tracking_id: updated.tracking_id, trx_hash: updated.trx_hash, note: updated.review_note }
        : { reason: updated.reject_reason }),
    },
    ip: context.ip,
    at: context.at,
  });
  return updated;
}

/**
 * A paid withdrawal leaves the books: what the person receives goes to where it was paid from (the bank or
 * the hot wallet), the withdrawal fee to the desk's fee revenue. Each was held apart at the request, so each
 * hold is posted where it goes and the person's available balance does not move again.
 */
async function payOut(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
  house: HouseAccount,
  reference: string,
): Promise<void> {
  const holdId = row.hold_transfer_id!;
  if (row.fee_hold_transfer_id !== null || compareDecimals(row.fee, '0') <= 0) {
    await postHold(trx, { holdId, to: house, kind: 'withdraw_payout', reference });
    if (row.fee_hold_transfer_id !== null)
      await postHold(trx, { holdId: row.fee_hold_transfer_id, to: 'fees', kind: 'withdraw_fee', reference });
    return;
  }
  // Requested before 0012_withdraw_fee_hold.sql: amount and fee are one hold, and a hold is resolved whole.
  // It is released and both parts are debited in the same transaction (its locks are kept until commit, so
  // nothing else can spend the released amount in between). The debits leave the available balance, so they
  // carry the kinds the person's statement knows ('withdraw', 'fee').
  const movement = { userId: row.user_id, currency: row.currency, reference };
  await voidHold(trx, { holdId, kind: 'withdraw_release', reference });
  await debit(trx, {
    ...movement,
    amount: subtractDecimals(row.amount, row.fee),
    to: house,
    kind: 'withdraw',
  });
  await debit(trx, { ...movement, amount: row.fee, to: 'fees', kind: 'fee' });
}
