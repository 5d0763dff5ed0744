import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type ReferralSummary = components['schemas']['ReferralSummary'];

/** GET /api/referrals/summary: the person's referral figures (earnings in `currency`), code and link. */
export async function getReferralSummary(client: ApiClient = apiClient): Promise<ReferralSummary> {
  return unwrap(await client.GET('/api/referrals/summary'));
}

/** How long the figures are shown from the cache before they are checked again. */
export const REFERRAL_SUMMARY_STALE_MS = 30_000;

/** The summary, shared by the invite card on the profile and the details screen (one request, one copy). */
export const referralSummaryQuery = () =>
  queryOptions({
    queryKey: queryKey('getReferralSummary'),
    queryFn: () => getReferralSummary(),
    staleTime: REFERRAL_SUMMARY_STALE_MS,
  });
