import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type DepositAddress = components['schemas']['DepositAddress'];

/** GET /api/wallet/deposit/usdt/address: the person's own TRC20 address and the smallest deposit credited. */
export async function getUsdtDepositAddress(client: ApiClient = apiClient): Promise<DepositAddress> {
  return unwrap(await client.GET('/api/wallet/deposit/usdt/address'));
}

/** A person's address does not change; the minimum rarely does. */
export const usdtDepositAddressQuery = queryOptions({
  queryKey: queryKey('getUsdtDepositAddress'),
  queryFn: () => getUsdtDepositAddress(),
  staleTime: 5 * 60_000,
});
