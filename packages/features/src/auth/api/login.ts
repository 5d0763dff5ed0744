import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type LoginRequest = components['schemas']['LoginRequest'];
export type Redirect = components['schemas']['Redirect'];
export type LoginResult = components['schemas']['LoginResult'];

/**
 * POST /api/auth/login: starts a session, or, for an account with a second factor, answers
 * `second_factor_required` and waits for `loginSecondFactor`. Throws ApiError (422 bad credentials or fields,
 * 429 rate limit or lock).
 */
export async function login(body: LoginRequest, client: ApiClient = apiClient): Promise<LoginResult> {
  return unwrap(await client.POST('/api/auth/login', { body }));
}
