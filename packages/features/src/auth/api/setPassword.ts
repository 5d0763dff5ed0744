import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Redirect } from './login';

export type PasswordSetRequest = components['schemas']['PasswordSetRequest'];

/** POST /api/user/password-set: sets the signed-in user's password; throws ApiError (401, 422). */
export async function setPassword(
  body: PasswordSetRequest,
  client: ApiClient = apiClient,
): Promise<Redirect> {
  return unwrap(await client.POST('/api/user/password-set', { body }));
}
