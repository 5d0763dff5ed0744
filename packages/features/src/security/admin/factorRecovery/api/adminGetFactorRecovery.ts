import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../../shared/api/client';
import type { components } from '../../../../shared/api/schema.gen';
import { unwrap } from '../../../../shared/api/unwrap';
import { queryKey } from '../../../../shared/query/queryKeys';

export type AdminFactorRecovery = components['schemas']['AdminFactorRecovery'];

/** GET /api/admin/factor-recoveries/{id}: the request, its new video and the verified files; 404 when none. */
export async function adminGetFactorRecovery(
  id: number,
  client: ApiClient = apiClient,
): Promise<AdminFactorRecovery> {
  return unwrap(await client.GET('/api/admin/factor-recoveries/{id}', { params: { path: { id } } }));
}

/** One request in the cache; checked again whenever its screen opens (another operator may decide it). */
export const factorRecoveryQuery = (id: number) =>
  queryOptions({
    queryKey: queryKey('adminGetFactorRecovery', { id }),
    queryFn: () => adminGetFactorRecovery(id),
    staleTime: 0,
  });
