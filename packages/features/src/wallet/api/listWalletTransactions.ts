import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import type { Currency } from '../../entities/currency';

export type WalletTransaction = components['schemas']['WalletTransaction'];

/** A list's currency filter: one currency, or both. */
export type CurrencyFilter = Currency | 'all';

/** GET /api/wallet/deposit-withdraw/trx: one page of deposits and withdrawals, newest first. */
export async function listWalletTransactions(
  { page, currency }: { page: number; currency: CurrencyFilter },
  client: ApiClient = apiClient,
): Promise<Page<WalletTransaction>> {
  const query = currency === 'all' ? { page } : { page, currency };
  return unwrap(await client.GET('/api/wallet/deposit-withdraw/trx', { params: { query } }));
}

/**
 * The deposits and withdrawals of one filter, page by page. The home's recent transactions read page 1 of
 * the unfiltered list, so opening the whole list afterwards shows it at once.
 */
export const walletTransactionsQuery = (currency: CurrencyFilter) =>
  pagedQueryOptions(queryKey('listWalletTransactions', { currency }), (page) =>
    listWalletTransactions({ page, currency }),
  );
