import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { queryKey } from '../../../shared/query/queryKeys';

export type Settings = components['schemas']['Settings'];

/** GET /api/admin/settings: the desk's business settings. */
export async function adminGetSettings(client: ApiClient = apiClient): Promise<Settings> {
  return unwrap(await client.GET('/api/admin/settings'));
}

/** The settings in force; checked again whenever the screen opens (another admin may have changed them). */
export const settingsQuery = queryOptions({
  queryKey: queryKey('adminGetSettings'),
  queryFn: () => adminGetSettings(),
  staleTime: 0,
});
