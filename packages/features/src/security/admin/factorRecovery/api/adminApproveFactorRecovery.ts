import { apiClient, type ApiClient } from '../../../../shared/api/client';
import { unwrap } from '../../../../shared/api/unwrap';
import type { AdminFactorRecovery } from './adminGetFactorRecovery';

/**
 * POST /api/admin/factor-recoveries/{id}/approve: the person's app and recovery codes go, withdrawals are
 * held; audited with the note. 409 once decided, 403 for a request about the operator's own account.
 */
export async function adminApproveFactorRecovery(
  id: number,
  note: string,
  client: ApiClient = apiClient,
): Promise<AdminFactorRecovery> {
  return unwrap(
    await client.POST('/api/admin/factor-recoveries/{id}/approve', {
      params: { path: { id } },
      body: { note },
    }),
  );
}
