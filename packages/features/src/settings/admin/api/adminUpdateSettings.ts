import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { Settings } from './adminGetSettings';

export type SettingsUpdate = components['schemas']['SettingsUpdate'];

/** PUT /api/admin/settings: the lists sent replace the old ones whole; 422 names refused fields (`fee_tiers.2.min_volume`). */
export async function adminUpdateSettings(
  body: SettingsUpdate,
  client: ApiClient = apiClient,
): Promise<Settings> {
  return unwrap(await client.PUT('/api/admin/settings', { body }));
}
