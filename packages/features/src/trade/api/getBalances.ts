import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type Balance = components['schemas']['Balance'];

/** GET /api/wallet/balances: available and locked, one entry per currency. */
export async function getBalances(client: ApiClient = apiClient): Promise<Balance[]> {
  return unwrap(await client.GET('/api/wallet/balances')).data;
}

/**
 * The balances in the cache: the same key and shape as the wallet screens', so both read one copy. Checked
 * again when the trade screen opens: what it offers as "max" must be what can be spent now.
 */
export const balancesQuery = queryOptions({
  queryKey: queryKey('getBalances'),
  queryFn: () => getBalances(),
  staleTime: 0,
});
