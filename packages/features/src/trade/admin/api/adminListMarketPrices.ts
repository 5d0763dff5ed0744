import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { queryKey } from '../../../shared/query/queryKeys';

export type AdminMarketPrice = components['schemas']['AdminMarketPrice'];

/** GET /api/admin/markets: every pair's latest buy and sell price, with who set it. */
export async function adminListMarketPrices(client: ApiClient = apiClient): Promise<AdminMarketPrice[]> {
  return unwrap(await client.GET('/api/admin/markets')).data;
}

/** The prices in force; checked again whenever the screen opens, and after a price is set. */
export const marketPricesQuery = queryOptions({
  queryKey: queryKey('adminListMarketPrices'),
  queryFn: () => adminListMarketPrices(),
  staleTime: 0,
});
