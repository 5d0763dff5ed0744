import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type LoginRequest = components['schemas']['LoginRequest'];
export type Redirect = components['schemas']['Redirect'];

/** POST /api/auth/login: starts a session; throws ApiError (422 bad credentials or fields, 429 rate limit). */
export async function login(body: LoginRequest, client: ApiClient = apiClient): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/login', { body }));
}
