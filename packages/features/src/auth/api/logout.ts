import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Redirect } from './login';

/** POST /api/auth/logout: ends the session; throws ApiError. */
export async function logout(client: ApiClient = apiClient): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/logout'));
}
