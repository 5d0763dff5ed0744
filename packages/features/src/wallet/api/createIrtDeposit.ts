import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { WalletTransaction } from './listWalletTransactions';
import { toFormData } from '../../shared/api/toFormData';

export type IrtDepositRequest = components['schemas']['IrtDepositRequest'];

/**
 * POST /api/wallet/deposit/irt (multipart): declares a Toman bank transfer with its receipt; answers the
 * Pending deposit. `idempotencyKey` is the action's key (the same when the same values are sent again),
 * so a retried submission is recorded once. Throws ApiError (403 unverified, 422 fields, 413 file too large).
 */
export async function createIrtDeposit(
  body: IrtDepositRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<WalletTransaction> {
  return unwrap(
    await client.POST('/api/wallet/deposit/irt', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
      bodySerializer: toFormData,
    }),
  );
}
