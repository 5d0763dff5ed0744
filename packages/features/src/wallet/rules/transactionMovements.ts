import type { Page } from '../../shared/query/pagedQuery';

/** What the search needs of a ledger entry (contract schema Transfer). */
interface Movement {
  wallet_transaction_id: number | null;
  created_at: string;
}

/** What the search needs of the transaction (contract schema WalletTransaction). */
interface Transaction {
  id: number;
  date: string;
}

/**
 * Entries of a transaction are written when it is requested (a withdrawal's hold) or reviewed (a deposit's
 * credit, a rejected withdrawal's release), never before it was requested. The margin allows for the two
 * times being taken a moment apart on the server.
 */
export const MOVEMENT_CLOCK_MARGIN_MS = 60_000;

/** The result of scanning pages of the movements list for one transaction's entries. */
export interface MovementScan<T> {
  /** The transaction's entries found so far, newest first. */
  found: T[];
  /** No further page can hold one: the list reached entries older than the transaction, or its end. */
  isDone: boolean;
}

/**
 * Adds one page (newest first) of the movements list to a scan for `transaction`'s entries. The contract's
 * list has no filter by transaction, so the client reads pages until they are older than the transaction.
 */
export function scanMovementsPage<T extends Movement>(
  scan: MovementScan<T>,
  page: Page<T>,
  transaction: Transaction,
): MovementScan<T> {
  const found = [...scan.found, ...page.data.filter((item) => item.wallet_transaction_id === transaction.id)];
  const oldestWanted = Date.parse(transaction.date) - MOVEMENT_CLOCK_MARGIN_MS;
  const reachedOlder = page.data.some((item) => Date.parse(item.created_at) < oldestWanted);
  const isLastPage = page.meta.current_page >= page.meta.last_page;
  return { found, isDone: reachedOlder || isLastPage };
}
