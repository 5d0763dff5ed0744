import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type FeeTierStatus = components['schemas']['FeeTierStatus'];

/** GET /api/trade/fee-tier: the person's fee, their 30-day volume and the next tier. */
export async function getFeeTier(client: ApiClient = apiClient): Promise<FeeTierStatus> {
  return unwrap(await client.GET('/api/trade/fee-tier'));
}

/** The fee tier in the cache; only the person's own fills move it, and a fill here refreshes it. */
export const feeTierQuery = queryOptions({
  queryKey: queryKey('getFeeTier'),
  queryFn: () => getFeeTier(),
  staleTime: 60_000,
});
