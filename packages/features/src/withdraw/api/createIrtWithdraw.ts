import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type IrtWithdrawRequest = components['schemas']['IrtWithdrawRequest'];
export type WalletTransaction = components['schemas']['WalletTransaction'];

/**
 * POST /api/wallet/withdraw/irt: asks for a Toman payout to an IBAN; the amount is locked at once. Moves
 * money, so it carries the action's Idempotency-Key (the same key when the same request is sent again).
 */
export async function createIrtWithdraw(
  body: IrtWithdrawRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<WalletTransaction> {
  return unwrap(
    await client.POST('/api/wallet/withdraw/irt', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
