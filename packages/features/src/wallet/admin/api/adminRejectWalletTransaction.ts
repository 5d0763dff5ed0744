import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminWalletTransaction } from './adminListWalletTransactions';

type ReasonRequest = components['schemas']['ReasonRequest'];

/**
 * POST /api/admin/wallet/transactions/{id}/reject: with the reason the person reads; a withdrawal's held
 * amount returns to their available balance. Moves money, so it carries the action's Idempotency-Key.
 * 409 once it is no longer Pending.
 */
export async function adminRejectWalletTransaction(
  id: number,
  body: ReasonRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<AdminWalletTransaction> {
  return unwrap(
    await client.POST('/api/admin/wallet/transactions/{id}/reject', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
