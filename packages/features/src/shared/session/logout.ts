import { apiClient, type ApiClient } from '../api/client';
import type { components } from '../api/schema.gen';
import { unwrap } from '../api/unwrap';

type Redirect = components['schemas']['Redirect'];

/** POST /api/auth/logout: ends the session; throws ApiError. */
export async function logout(client: ApiClient = apiClient): Promise<Redirect> {
  return unwrap(await client.POST('/api/auth/logout'));
}
