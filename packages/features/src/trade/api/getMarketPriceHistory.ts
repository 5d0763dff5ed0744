import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components, operations } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type PricePoint = components['schemas']['PricePoint'];
export type HistoryRange = NonNullable<
  NonNullable<operations['getMarketPriceHistory']['parameters']['query']>['range']
>;

/** GET /api/markets/{pair}/history: price points over a range, oldest first (public). */
export async function getMarketPriceHistory(
  pair: string,
  range: HistoryRange,
  client: ApiClient = apiClient,
): Promise<PricePoint[]> {
  const result = await client.GET('/api/markets/{pair}/history', {
    params: { path: { pair: pair.replace('/', '-') }, query: { range } },
  });
  return unwrap(result).data;
}

/** A pair's history; its points are hours or days apart, so a minute-old copy draws the same line. */
export const priceHistoryQuery = (pair: string, range: HistoryRange) =>
  queryOptions({
    queryKey: queryKey('getMarketPriceHistory', { pair, range }),
    queryFn: () => getMarketPriceHistory(pair, range),
    staleTime: 60_000,
  });
