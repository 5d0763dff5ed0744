import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminMarketPrice } from './adminListMarketPrices';

export type SetMarketPriceRequest = components['schemas']['SetMarketPriceRequest'];

/** The Pair path parameter: the pair text with its slash replaced by a dash ("USDT/IRT" -> "USDT-IRT"). */
export function pairPathOf(pair: string): string {
  return pair.replace('/', '-');
}

/** PUT /api/admin/markets/{pair}/price: adds a price point; 422 names the refused fields. */
export async function adminSetMarketPrice(
  pair: string,
  body: SetMarketPriceRequest,
  client: ApiClient = apiClient,
): Promise<AdminMarketPrice> {
  return unwrap(
    await client.PUT('/api/admin/markets/{pair}/price', {
      params: { path: { pair: pairPathOf(pair) } },
      body,
    }),
  );
}
