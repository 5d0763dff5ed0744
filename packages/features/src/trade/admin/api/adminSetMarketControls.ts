import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminMarketPrice } from './adminListMarketPrices';
import { pairPathOf } from './adminSetMarketPrice';

export type MarketControlsUpdate = components['schemas']['MarketControlsUpdate'];

/** PUT /api/admin/markets/{pair}/controls: only the fields sent change; 422 names the refused fields. */
export async function adminSetMarketControls(
  pair: string,
  body: MarketControlsUpdate,
  client: ApiClient = apiClient,
): Promise<AdminMarketPrice> {
  return unwrap(
    await client.PUT('/api/admin/markets/{pair}/controls', {
      params: { path: { pair: pairPathOf(pair) } },
      body,
    }),
  );
}
