import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { WalletTransaction } from './createIrtWithdraw';

export type UsdtWithdrawRequest = components['schemas']['UsdtWithdrawRequest'];

/**
 * POST /api/wallet/withdraw/usdt: asks for a Tether transfer to an address; the amount is locked at once.
 * Moves money, so it carries the action's Idempotency-Key.
 */
export async function createUsdtWithdraw(
  body: UsdtWithdrawRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<WalletTransaction> {
  return unwrap(
    await client.POST('/api/wallet/withdraw/usdt', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
