import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Redirect } from './login';

export type VerifyOtpRequest = components['schemas']['VerifyOtpRequest'];

/**
 * POST /api/auth/sign-up/verify-otp: a right code creates the account and signs in (redirect to
 * /user/password-set). Throws ApiError (422 with `errors.code` for a wrong or expired code, 429).
 */
export async function verifySignUpOtp(
  body: VerifyOtpRequest,
  client: ApiClient = apiClient,
): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/sign-up/verify-otp', { body }));
}
