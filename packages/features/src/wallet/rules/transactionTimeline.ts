import type { WalletTransaction } from '../api/listWalletTransactions';

/** One step of a transaction's way from request to outcome. */
export interface TimelineStep {
  /** What happened: the request, the operator's review, the payout of a withdrawal, the release of a refused one. */
  id: 'requested' | 'reviewed' | 'paid' | 'released';
  /** `done` happened, `failed` happened and refused it, `current` is awaited now, `upcoming` comes after. */
  state: 'done' | 'failed' | 'current' | 'upcoming';
  /** When it happened; null while it has not. */
  at: string | null;
}

/**
 * The steps of a deposit or withdrawal (contract: `date` is the request, `reviewed_at` the operator's
 * decision; a withdrawal is approved once it is paid out, and a refused one gives its held amount back).
 */
export function transactionTimeline(
  transaction: Pick<WalletTransaction, 'type' | 'status' | 'date' | 'reviewed_at'>,
): TimelineStep[] {
  const { type, status, date, reviewed_at: reviewedAt } = transaction;
  const requested: TimelineStep = { id: 'requested', state: 'done', at: date };
  if (status === 'Pending') {
    const review: TimelineStep = { id: 'reviewed', state: 'current', at: null };
    return type === 'Withdraw'
      ? [requested, review, { id: 'paid', state: 'upcoming', at: null }]
      : [requested, review];
  }
  if (status === 'Rejected') {
    const refused: TimelineStep = { id: 'reviewed', state: 'failed', at: reviewedAt };
    return type === 'Withdraw'
      ? [requested, refused, { id: 'released', state: 'done', at: reviewedAt }]
      : [requested, refused];
  }
  const approved: TimelineStep = { id: 'reviewed', state: 'done', at: reviewedAt };
  return type === 'Withdraw'
    ? [requested, approved, { id: 'paid', state: 'done', at: reviewedAt }]
    : [requested, approved];
}
