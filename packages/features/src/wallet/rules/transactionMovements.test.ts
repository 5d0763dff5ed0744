import { describe, expect, it } from 'vitest';
import { scanMovementsPage, type MovementScan } from './transactionMovements';

interface Row {
  id: number;
  wallet_transaction_id: number | null;
  created_at: string;
}

const row = (id: number, walletTransactionId: number | null, createdAt: string): Row => ({
  id,
  wallet_transaction_id: walletTransactionId,
  created_at: createdAt,
});

const page = (data: Row[], current: number, last: number) => ({
  data,
  meta: { current_page: current, last_page: last, per_page: 30, total: 90, from: 1, to: 30 },
});

const transaction = { id: 7, date: '2026-03-08T09:00:00+03:30' };
const start: MovementScan<Row> = { found: [], isDone: false };

describe('scanMovementsPage (finding one transaction in the movements list)', () => {
  it('keeps looking while every movement is newer than the transaction', () => {
    const scan = scanMovementsPage(
      start,
      page([row(3, 7, '2026-03-08T12:00:00+03:30'), row(2, null, '2026-03-08T10:00:00+03:30')], 1, 3),
      transaction,
    );
    expect(scan).toEqual({ found: [row(3, 7, '2026-03-08T12:00:00+03:30')], isDone: false });
  });

  it('stops at the first page reaching movements older than the transaction', () => {
    const scan = scanMovementsPage(
      { found: [row(3, 7, '2026-03-08T12:00:00+03:30')], isDone: false },
      page([row(2, 7, '2026-03-08T09:00:00+03:30'), row(1, 4, '2026-03-07T09:00:00+03:30')], 2, 3),
      transaction,
    );
    expect(scan.found.map((found) => found.id)).toEqual([3, 2]);
    expect(scan.isDone).toBe(true);
  });

  it('allows the server a moment between the transaction and its first movement', () => {
    const scan = scanMovementsPage(start, page([row(2, 7, '2026-03-08T08:59:30+03:30')], 1, 3), transaction);
    expect(scan).toEqual({ found: [row(2, 7, '2026-03-08T08:59:30+03:30')], isDone: false });
  });

  it('stops at the last page', () => {
    expect(scanMovementsPage(start, page([], 1, 1), transaction)).toEqual({ found: [], isDone: true });
  });
});
