import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { queryKey } from '../../../shared/query/queryKeys';

export type AdminVerification = components['schemas']['AdminVerification'];
export type UploadedFile = components['schemas']['UploadedFile'];

/** GET /api/admin/verifications/{id}: the whole submission with its owner and files; 404 when there is none. */
export async function adminGetVerification(
  id: number,
  client: ApiClient = apiClient,
): Promise<AdminVerification> {
  return unwrap(await client.GET('/api/admin/verifications/{id}', { params: { path: { id } } }));
}

/** One submission in the cache; checked again whenever its screen opens (another admin may decide it). */
export const adminVerificationQuery = (id: number) =>
  queryOptions({
    queryKey: queryKey('adminGetVerification', { id }),
    queryFn: () => adminGetVerification(id),
    staleTime: 0,
  });
