import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type TotpCodeRequest = components['schemas']['TotpCodeRequest'];
/** The ten recovery codes, answered this once: the server keeps only their hashes. */
export type RecoveryCodes = components['schemas']['RecoveryCodes'];

/**
 * POST /api/user/second-factor/totp/confirm: the app's first code turns it on and answers the recovery
 * codes. Throws ApiError: 422 a wrong or used code (on `code`), 409 nothing started or already on.
 */
export async function confirmTotpEnrolment(
  body: TotpCodeRequest,
  client: ApiClient = apiClient,
): Promise<RecoveryCodes> {
  return unwrap(await client.POST('/api/user/second-factor/totp/confirm', { body }));
}
