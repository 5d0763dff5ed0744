import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type AdminMarketPrice = components['schemas']['AdminMarketPrice'];

/** GET /api/admin/markets: every pair's latest buy and sell price, with who set it. */
export async function adminListMarketPrices(client: ApiClient = apiClient): Promise<AdminMarketPrice[]> {
  return unwrap(await client.GET('/api/admin/markets')).data;
}
