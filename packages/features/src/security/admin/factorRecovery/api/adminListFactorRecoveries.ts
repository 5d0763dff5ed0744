import { apiClient, type ApiClient } from '../../../../shared/api/client';
import type { components } from '../../../../shared/api/schema.gen';
import { unwrap } from '../../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../../shared/query/pagedQuery';
import { queryKey } from '../../../../shared/query/queryKeys';

export type AdminFactorRecoverySummary = components['schemas']['AdminFactorRecoverySummary'];
export type FactorRecoveryStatus = components['schemas']['FactorRecoveryStatus'];

/** GET /api/admin/factor-recoveries: one page of requests with this status, oldest first. */
export async function adminListFactorRecoveries(
  query: { status: FactorRecoveryStatus; page: number },
  client: ApiClient = apiClient,
): Promise<Page<AdminFactorRecoverySummary>> {
  return unwrap(await client.GET('/api/admin/factor-recoveries', { params: { query } }));
}

/** The requests waiting for the desk, page by page. */
export const pendingFactorRecoveriesQuery = () =>
  pagedQueryOptions(queryKey('adminListFactorRecoveries', { status: 'pending' }), (page) =>
    adminListFactorRecoveries({ status: 'pending', page }),
  );
