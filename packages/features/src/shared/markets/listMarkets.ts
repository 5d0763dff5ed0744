import { apiClient, type ApiClient } from '../api/client';
import type { components } from '../api/schema.gen';
import { unwrap } from '../api/unwrap';

export type Market = components['schemas']['Market'];

/** GET /api/markets: every market pair with its current prices (public); throws ApiError. */
export async function listMarkets(client: ApiClient = apiClient): Promise<Market[]> {
  return unwrap(await client.GET('/api/markets')).data;
}
