import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type Verification = components['schemas']['Verification'];
export type VerificationStatus = components['schemas']['VerificationStatus'];

/** GET /api/user/verification: the current submission, its status and the legal step reached. */
export async function getVerification(client: ApiClient = apiClient): Promise<Verification> {
  return unwrap(await client.GET('/api/user/verification'));
}

/**
 * The current submission in the cache. Always checked again when a screen opens (a review may have
 * decided it meanwhile); shown from the cache while that answer is on its way.
 */
export const verificationQuery = queryOptions({
  queryKey: queryKey('getVerification'),
  queryFn: () => getVerification(),
  staleTime: 0,
});
