import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';

export type Referral = components['schemas']['Referral'];

/** GET /api/referrals: one page of the people the person invited, newest first (names masked). */
export async function listReferrals(
  query: { page: number },
  client: ApiClient = apiClient,
): Promise<Page<Referral>> {
  return unwrap(await client.GET('/api/referrals', { params: { query } }));
}

/** The people the person invited, page by page: page 1 from the cache, further pages appended. */
export const referralsQuery = () =>
  pagedQueryOptions(queryKey('listReferrals'), (page) => listReferrals({ page }));
