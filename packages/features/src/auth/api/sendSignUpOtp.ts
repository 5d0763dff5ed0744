import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type SignUpOtpRequest = components['schemas']['SignUpOtpRequest'];
export type OtpSent = components['schemas']['OtpSent'];

/**
 * POST /api/auth/sign-up/otp: sends (`fs: 1`) or resends (`fs: 0`) the sign-up code; `resend_in` drives the
 * resend countdown. Throws ApiError (422 fields, 429 cooldown or limit with Retry-After).
 */
export async function sendSignUpOtp(body: SignUpOtpRequest, client: ApiClient = apiClient): Promise<OtpSent> {
  return unwrap(await client.POST('/api/auth/sign-up/otp', { body }));
}
