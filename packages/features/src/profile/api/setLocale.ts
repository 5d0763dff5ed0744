import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type LocaleRequest = components['schemas']['LocaleRequest'];
type User = components['schemas']['User'];

/** PUT /api/user/locale: remembers the language on the server (emails, notifications); throws ApiError. */
export async function setLocale(body: LocaleRequest, client: ApiClient = apiClient): Promise<User> {
  return unwrap(await client.PUT('/api/user/locale', { body }));
}
