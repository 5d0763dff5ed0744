import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';

/**
 * An order was placed: the balances moved (or are held, awaiting approval), the 30-day volume and so the fee
 * tier may have, and the orders and balance-movement lists have a new entry. Keys by operationId, so the
 * wallet's screens see the new balances without this feature knowing them.
 */
export async function orderPlaced(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKey('getBalances') }),
    queryClient.invalidateQueries({ queryKey: queryKey('getFeeTier') }),
    refreshPagedList(queryClient, queryKey('listOrders')),
    refreshPagedList(queryClient, queryKey('listTransfers')),
  ]);
}
