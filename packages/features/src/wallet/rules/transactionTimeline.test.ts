import { describe, expect, it } from 'vitest';
import { transactionTimeline } from './transactionTimeline';

const date = '2026-03-08T09:00:00+03:30';
const reviewed = '2026-03-08T11:30:00+03:30';

describe('transactionTimeline (requested, reviewed, paid)', () => {
  it('shows a pending deposit waiting for review', () => {
    expect(transactionTimeline({ type: 'Deposit', status: 'Pending', date, reviewed_at: null })).toEqual([
      { id: 'requested', state: 'done', at: date },
      { id: 'reviewed', state: 'current', at: null },
    ]);
  });

  it('shows a pending withdrawal with its payout still to come', () => {
    expect(
      transactionTimeline({ type: 'Withdraw', status: 'Pending', date, reviewed_at: null }).map(
        (s) => s.state,
      ),
    ).toEqual(['done', 'current', 'upcoming']);
  });

  it('shows an approved withdrawal as paid when it was approved', () => {
    expect(
      transactionTimeline({ type: 'Withdraw', status: 'Approved', date, reviewed_at: reviewed }),
    ).toEqual([
      { id: 'requested', state: 'done', at: date },
      { id: 'reviewed', state: 'done', at: reviewed },
      { id: 'paid', state: 'done', at: reviewed },
    ]);
  });

  it('shows a rejected withdrawal giving its amount back, and no payout', () => {
    expect(
      transactionTimeline({ type: 'Withdraw', status: 'Rejected', date, reviewed_at: reviewed }),
    ).toEqual([
      { id: 'requested', state: 'done', at: date },
      { id: 'reviewed', state: 'failed', at: reviewed },
      { id: 'released', state: 'done', at: reviewed },
    ]);
  });

  it('ends an approved or rejected deposit at its review', () => {
    expect(
      transactionTimeline({ type: 'Deposit', status: 'Approved', date, reviewed_at: reviewed }).map(
        (s) => s.id,
      ),
    ).toEqual(['requested', 'reviewed']);
    expect(
      transactionTimeline({ type: 'Deposit', status: 'Rejected', date, reviewed_at: reviewed }).at(-1),
    ).toEqual({ id: 'reviewed', state: 'failed', at: reviewed });
  });
});
