import { apiClient, type ApiClient } from '../../shared/api/client';
import type { operations } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

type Operation = operations['freezeWithdrawals'];

export type FreezeWithdrawalsRequest = Operation['requestBody']['content']['application/json'];
export type WithdrawalsFrozen = Operation['responses'][200]['content']['application/json'];

/**
 * POST /api/security/freeze-withdrawals ("this was not me", no session): the security mail's token stops
 * every withdrawal of its account and ends every session. Throws ApiError (422 on `token` when unknown,
 * used or expired; 429 with Retry-After).
 */
export async function freezeWithdrawals(
  body: FreezeWithdrawalsRequest,
  client: ApiClient = apiClient,
): Promise<WithdrawalsFrozen> {
  return unwrap(await client.POST('/api/security/freeze-withdrawals', { body }));
}
