import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { cancelOrder } from './decideOrder.js';
import { lockNextExpiredOrder } from './orderRepository.js';
import { deleteStaleQuotes } from './quoteRepository.js';

/** Unplaced quotes are kept this long after they expire (a support question about a price), then forgotten. */
const QUOTE_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface SweepReport {
  /** Ids of the orders this sweep cancelled. */
  cancelled: string[];
  /** Orders that could not be cancelled: left for the next sweep, never in the way of the others. */
  failed: { orderId: string; error: unknown }[];
}

/**
 * Cancels every order still awaiting approval past its deadline and releases its hold, each order in its
 * own transaction. Orders another transaction holds (a decision in progress, another process sweeping) are
 * skipped, not waited for: that transaction decides them, or the next sweep does. Also forgets quotes that
 * expired a day ago without being placed.
 */
export async function cancelExpiredApprovals(db: Kysely<Database>, now: Date): Promise<SweepReport> {
  const report: SweepReport = { cancelled: [], failed: [] };
  for (;;) {
    let orderId: string | undefined;
    try {
      const order = await withTransaction(db, async (trx) => {
        const expired = await lockNextExpiredOrder(
          trx,
          now,
          report.failed.map((failure) => failure.orderId),
        );
        orderId = expired?.id;
        return expired && cancelOrder(trx, expired, 'expired', now);
      });
      if (!order) break;
      report.cancelled.push(order.id);
    } catch (error) {
      if (orderId === undefined) throw error;
      report.failed.push({ orderId, error });
    }
  }
  await deleteStaleQuotes(db, new Date(now.getTime() - QUOTE_RETENTION_MS));
  return report;
}
