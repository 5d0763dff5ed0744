import { apiClient, type ApiClient } from '../../../../shared/api/client';
import { unwrap } from '../../../../shared/api/unwrap';
import type { AdminFactorRecovery } from './adminGetFactorRecovery';

/** POST /api/admin/factor-recoveries/{id}/reject: the app stays, the owner is mailed the reason; audited. */
export async function adminRejectFactorRecovery(
  id: number,
  reason: string,
  client: ApiClient = apiClient,
): Promise<AdminFactorRecovery> {
  return unwrap(
    await client.POST('/api/admin/factor-recoveries/{id}/reject', {
      params: { path: { id } },
      body: { reason },
    }),
  );
}
