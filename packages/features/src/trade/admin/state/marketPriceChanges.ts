import type { QueryClient } from '@tanstack/react-query';
import { marketsQuery } from '../../../shared/markets/marketsQuery';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';
import { marketPricesQuery, type AdminMarketPrice } from '../api/adminListMarketPrices';

/**
 * A price the server took: shown at once, then the list reloaded (it brings anything else that changed
 * meanwhile), and the public markets, whose prices it is, fetched again by whoever shows them. Every admin
 * action is written to the audit log: a log loaded before it is out of date.
 */
export async function marketPriceSet(queryClient: QueryClient, saved: AdminMarketPrice): Promise<void> {
  queryClient.setQueryData(marketPricesQuery.queryKey, (prices) =>
    prices?.map((price) => (price.pair === saved.pair ? saved : price)),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: marketPricesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: marketsQuery.queryKey }),
    refreshPagedList(queryClient, queryKey('adminListAuditLog')),
  ]);
}
