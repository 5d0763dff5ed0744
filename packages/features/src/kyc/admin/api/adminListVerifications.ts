import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

export type AdminVerificationSummary = components['schemas']['AdminVerificationSummary'];
export type VerificationStatus = components['schemas']['VerificationStatus'];

export interface AdminListVerificationsQuery {
  /** `in_progress` is the review queue; `not_verified` lists the rejected ones. */
  status: VerificationStatus;
  /** 1-based. */
  page: number;
}

/** GET /api/admin/verifications: one page of submissions with this status, oldest first. */
export async function adminListVerifications(
  query: AdminListVerificationsQuery,
  client: ApiClient = apiClient,
): Promise<Page<AdminVerificationSummary>> {
  return unwrap(await client.GET('/api/admin/verifications', { params: { query } }));
}

/** The queue with one status, page by page; every status has its own cache entry. */
export const adminVerificationsQuery = (status: VerificationStatus) =>
  pagedQueryOptions(queryKey('adminListVerifications', { status }), (page) =>
    adminListVerifications({ status, page }),
  );
