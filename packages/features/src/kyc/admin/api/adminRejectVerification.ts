import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminVerification } from './adminGetVerification';

export type ReasonRequest = components['schemas']['ReasonRequest'];

/**
 * POST /api/admin/verifications/{id}/reject: back to not verified with the reason, which the user reads;
 * 422 for an unacceptable reason, 409 once it is no longer in review.
 */
export async function adminRejectVerification(
  id: number,
  body: ReasonRequest,
  client: ApiClient = apiClient,
): Promise<AdminVerification> {
  return unwrap(
    await client.POST('/api/admin/verifications/{id}/reject', { params: { path: { id } }, body }),
  );
}
