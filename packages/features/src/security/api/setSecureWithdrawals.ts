import type { SecureWithdrawals } from '../../entities/secureWithdrawal';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type SecureWithdrawalsRequest = components['schemas']['SecureWithdrawalsRequest'];

/**
 * PUT /api/user/secure-withdrawals: turns the mode on (at once) or off (`wait_hours` later, `ends_at`), with
 * the authenticator app's current code; answers the mode after the change. Throws ApiError: 422 a missing,
 * wrong or used code (on `totp_code`), 403 no app set up, 429 locked out after too many wrong codes.
 */
export async function setSecureWithdrawals(
  body: SecureWithdrawalsRequest,
  client: ApiClient = apiClient,
): Promise<SecureWithdrawals> {
  return unwrap(await client.PUT('/api/user/secure-withdrawals', { body }));
}
