import { apiClient, type ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminVerification } from './adminGetVerification';

/** POST /api/admin/verifications/{id}/approve: the owner becomes verified; 409 once it is no longer in review. */
export async function adminApproveVerification(
  id: number,
  client: ApiClient = apiClient,
): Promise<AdminVerification> {
  return unwrap(await client.POST('/api/admin/verifications/{id}/approve', { params: { path: { id } } }));
}
