import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { DeskStock } from './adminGetDeskStock';

export type StockFloorUpdate = components['schemas']['StockFloorUpdate'];

/**
 * PUT /api/admin/treasury/floor: what the desk keeps back of a currency and never pays out. 422 on `floor`
 * above what the stock holds less what large orders reserved (the message says the most it can be).
 */
export async function adminSetStockFloor(
  body: StockFloorUpdate,
  client: ApiClient = apiClient,
): Promise<DeskStock> {
  return unwrap(await client.PUT('/api/admin/treasury/floor', { body }));
}
