import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { expectNoContent } from './expectNoContent';

export type RemoveTotpRequest = components['schemas']['RemoveTotpRequest'];

/**
 * POST /api/user/second-factor/totp/remove: the password and the app's current code (or one unused recovery
 * code) turn the app off; withdrawals are then held a day. Throws ApiError: 422 on `password`, `code` or
 * `recovery_code`, 409 no app is on, 429 locked out after wrong tries.
 */
export async function removeTotpFactor(
  body: RemoveTotpRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  expectNoContent(await client.POST('/api/user/second-factor/totp/remove', { body }));
}
