import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';
import type { SecondFactors } from './secondFactor';

/** GET /api/user/second-factor: whether an authenticator app is on, and how many recovery codes are left. */
export async function getSecondFactors(client: ApiClient = apiClient): Promise<SecondFactors> {
  return unwrap(await client.GET('/api/user/second-factor'));
}

/**
 * The person's second factors, one cache entry for every screen that asks (profile, deposit, withdraw).
 * Checked again whenever such a screen opens: it decides whether money may move.
 */
export const secondFactorsQuery = queryOptions({
  queryKey: queryKey('getSecondFactors'),
  queryFn: () => getSecondFactors(),
  staleTime: 0,
});
