import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { OtpSent } from './sendSignUpOtp';

export type ForgotPasswordCodeRequest = components['schemas']['ForgotPasswordCodeRequest'];

/**
 * POST /api/auth/forget-password/code: emails a reset code; answers the same for unknown emails.
 * Throws ApiError (422, 429 with Retry-After).
 */
export async function sendForgotPasswordCode(
  body: ForgotPasswordCodeRequest,
  client: ApiClient = apiClient,
): Promise<OtpSent> {
  return unwrap(await client.POST('/api/auth/forget-password/code', { body }));
}
