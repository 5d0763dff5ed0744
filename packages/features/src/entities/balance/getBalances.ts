import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';
import type { Balance } from './balance';

/** GET /api/wallet/balances: available, locked and their value in Toman, one entry per currency. */
export async function getBalances(client: ApiClient = apiClient): Promise<Balance[]> {
  return unwrap(await client.GET('/api/wallet/balances')).data;
}

/**
 * The balances in the cache, one copy for every screen. Checked again when a screen opens after a short
 * while: an operator's approval changes them without this app knowing.
 */
export const balancesQuery = queryOptions({
  queryKey: queryKey('getBalances'),
  queryFn: () => getBalances(),
  staleTime: 15_000,
});

/**
 * The same balances, checked again whenever a screen that spends them opens (trade, withdraw): what such a
 * screen offers as "max" must be what can be spent now.
 */
export const spendableBalancesQuery = queryOptions({ ...balancesQuery, staleTime: 0 });
