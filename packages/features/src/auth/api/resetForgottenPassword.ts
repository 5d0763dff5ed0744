import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Redirect } from './login';

export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/**
 * POST /api/auth/forget-password/email: a right code replaces the password and ends every session
 * (redirect to /login). Throws ApiError (422 with `errors.code` or `errors.password_confirmation`, 429).
 */
export async function resetForgottenPassword(
  body: ResetPasswordRequest,
  client: ApiClient = apiClient,
): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/forget-password/email', { body }));
}
