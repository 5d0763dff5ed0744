import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Redirect } from './login';

export type SecondFactorLoginRequest = components['schemas']['SecondFactorLoginRequest'];

/**
 * POST /api/auth/login/second-factor: the authenticator app's code or a recovery code after the right
 * password; starts the session. Throws ApiError: 422 a wrong or used code, 409 the step ran out, 429 locked.
 */
export async function loginSecondFactor(
  body: SecondFactorLoginRequest,
  client: ApiClient = apiClient,
): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/login/second-factor', { body }));
}
