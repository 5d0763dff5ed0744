import type { PasskeyRequestOptions } from '../../entities/secondFactor';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';

/**
 * POST /api/auth/login/second-factor/passkey-options: a challenge for the pending login's passkeys. Throws
 * ApiError 409 when the step ran out, 404 when the account has no passkey.
 */
export async function startPasskeyLogin(client: ApiClient = apiClient): Promise<PasskeyRequestOptions> {
  return unwrap(await client.POST('/api/auth/login/second-factor/passkey-options'));
}
