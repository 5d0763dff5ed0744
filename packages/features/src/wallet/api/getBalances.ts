import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type Balance = components['schemas']['Balance'];
export type Currency = components['schemas']['Currency'];

/** GET /api/wallet/balances: available, locked and their value in Toman, one entry per currency. */
export async function getBalances(client: ApiClient = apiClient): Promise<Balance[]> {
  return unwrap(await client.GET('/api/wallet/balances')).data;
}

/**
 * The balances in the cache, shared by the home and portfolio tabs. Checked again when a screen opens
 * after a short while: an operator's approval changes them without this app knowing.
 */
export const balancesQuery = queryOptions({
  queryKey: queryKey('getBalances'),
  queryFn: () => getBalances(),
  staleTime: 15_000,
});
