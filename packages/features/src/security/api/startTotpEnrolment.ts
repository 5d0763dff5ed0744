import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type PasswordConfirmRequest = components['schemas']['PasswordConfirmRequest'];
/** The new key: `secret` in base32 to type by hand, `otpauth_uri` for the QR code. */
export type TotpEnrolment = components['schemas']['TotpEnrolment'];

/**
 * POST /api/user/second-factor/totp: after the account's password, a new key for an authenticator app
 * (starting again replaces a key not yet confirmed). Throws ApiError: 422 a wrong password (on `password`),
 * 409 an app is already on.
 */
export async function startTotpEnrolment(
  body: PasswordConfirmRequest,
  client: ApiClient = apiClient,
): Promise<TotpEnrolment> {
  return unwrap(await client.POST('/api/user/second-factor/totp', { body }));
}
