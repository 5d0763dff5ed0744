import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { queryKey } from '../../shared/query/queryKeys';
import { scanMovementsPage, type MovementScan } from '../rules/transactionMovements';
import type { WalletTransaction } from './listWalletTransactions';
import { listTransfers, type Transfer } from './listTransfers';

/** Pages read at most: a transaction buried under more movements than this says its list is incomplete. */
export const MOVEMENT_PAGES_LIMIT = 5;

/**
 * The balance movements assigned to one deposit or withdrawal (the detail's "assigned transfers"): the
 * movements list of its currency, read page by page from the newest until it is older than the transaction.
 */
export async function findTransactionMovements(
  transaction: Pick<WalletTransaction, 'id' | 'currency' | 'date'>,
  client: ApiClient = apiClient,
): Promise<MovementScan<Transfer>> {
  let scan: MovementScan<Transfer> = { found: [], isDone: false };
  for (let page = 1; page <= MOVEMENT_PAGES_LIMIT && !scan.isDone; page += 1) {
    scan = scanMovementsPage(
      scan,
      await listTransfers({ page, currency: transaction.currency }, client),
      transaction,
    );
  }
  return scan;
}

/** Under the listTransfers key, so whatever refreshes the movements refreshes these too. */
export const transactionMovementsQuery = (transaction: Pick<WalletTransaction, 'id' | 'currency' | 'date'>) =>
  queryOptions({
    queryKey: queryKey('listTransfers', { walletTransactionId: transaction.id }),
    queryFn: () => findTransactionMovements(transaction),
    staleTime: 30_000,
  });
