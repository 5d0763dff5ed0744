import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import type { CurrencyFilter } from './listWalletTransactions';

export type Transfer = components['schemas']['Transfer'];

/** GET /api/wallet/transfers: one page of movements of the available balance, newest first. */
export async function listTransfers(
  { page, currency }: { page: number; currency: CurrencyFilter },
  client: ApiClient = apiClient,
): Promise<Page<Transfer>> {
  const query = currency === 'all' ? { page } : { page, currency };
  return unwrap(await client.GET('/api/wallet/transfers', { params: { query } }));
}

/** The balance movements of one filter, page by page. */
export const transfersQuery = (currency: CurrencyFilter) =>
  pagedQueryOptions(queryKey('listTransfers', { currency }), (page) => listTransfers({ page, currency }));
