import { apiClient, type ApiClient } from '../api/client';
import type { components } from '../api/schema.gen';
import { unwrap } from '../api/unwrap';

export type User = components['schemas']['User'];

/** GET /api/user: the signed-in user; throws ApiError (401 when signed out). */
export async function getUser(client: ApiClient = apiClient): Promise<User> {
  return unwrap(await client.GET('/api/user'));
}
