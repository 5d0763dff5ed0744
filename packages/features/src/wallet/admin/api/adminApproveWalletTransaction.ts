import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminWalletTransaction } from './adminListWalletTransactions';

export type ApproveWalletTransactionRequest = components['schemas']['ApproveWalletTransactionRequest'];

/**
 * POST /api/admin/wallet/transactions/{id}/approve: a deposit credits the person; a withdrawal is marked
 * paid (after the operator paid it out: `tracking_id` for Toman, `trx_hash` for Tether). Moves money, so it
 * carries the action's Idempotency-Key. 409 once it is no longer Pending.
 */
export async function adminApproveWalletTransaction(
  id: number,
  body: ApproveWalletTransactionRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<AdminWalletTransaction> {
  return unwrap(
    await client.POST('/api/admin/wallet/transactions/{id}/approve', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
