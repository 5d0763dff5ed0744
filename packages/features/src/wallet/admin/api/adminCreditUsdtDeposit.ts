import { apiClient, type ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminWalletTransaction } from './adminListWalletTransactions';

/**
 * POST /api/admin/wallet/usdt-deposits: credits the Tether transfers of one chain transaction to our
 * deposit addresses (each once; one credited before is answered again). 422 on `trx_hash` when the
 * transaction is unknown, not confirmed, failed, or pays none of our addresses.
 */
export async function adminCreditUsdtDeposit(
  trxHash: string,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<AdminWalletTransaction[]> {
  const answer = await client.POST('/api/admin/wallet/usdt-deposits', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: { trx_hash: trxHash },
  });
  return unwrap(answer).data;
}
