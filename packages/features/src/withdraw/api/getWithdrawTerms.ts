import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type WithdrawTerms = components['schemas']['WithdrawTerms'];

/** GET /api/wallet/withdraw-terms: minimum, fee, daily limit and what may still leave today, per currency. */
export async function getWithdrawTerms(client: ApiClient = apiClient): Promise<WithdrawTerms[]> {
  return unwrap(await client.GET('/api/wallet/withdraw-terms')).data;
}

/** The terms in the cache; checked again when a form opens (today's remainder moves with every withdrawal). */
export const withdrawTermsQuery = queryOptions({
  queryKey: queryKey('getWithdrawTerms'),
  queryFn: () => getWithdrawTerms(),
  staleTime: 0,
});
