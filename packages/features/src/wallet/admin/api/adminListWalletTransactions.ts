import type { Currency } from '../../../entities/currency';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

export type AdminWalletTransaction = components['schemas']['AdminWalletTransaction'];
export type WalletTransactionType = components['schemas']['WalletTransactionType'];
export type WalletTransactionStatus = components['schemas']['WalletTransactionStatus'];

/** What the wallet queue shows: one status (Pending is the queue), optionally one type and one currency. */
export interface WalletQueueFilters {
  status: WalletTransactionStatus;
  type?: WalletTransactionType;
  currency?: Currency;
}

/** GET /api/admin/wallet/transactions: one page of deposits and withdrawals, oldest first. */
export async function adminListWalletTransactions(
  query: WalletQueueFilters & { page: number },
  client: ApiClient = apiClient,
): Promise<Page<AdminWalletTransaction>> {
  return unwrap(await client.GET('/api/admin/wallet/transactions', { params: { query } }));
}

/** The queue with these filters, page by page; every combination has its own cache entry. */
export const adminWalletQueueQuery = (filters: WalletQueueFilters) =>
  pagedQueryOptions(queryKey('adminListWalletTransactions', filters), (page) =>
    adminListWalletTransactions({ ...filters, page }),
  );
