import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import { orderQuery } from '../../entities/order';
import type { Order } from '../../entities/order';

/**
 * What an answer to an order changes everywhere: every orders list (it leaves the approval list and
 * changes status), the balances (a fill moves money, a rejection releases the hold) and the balance
 * movements. Lists nobody shows go back to page 1.
 */
function refreshAround(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshPagedList(queryClient, queryKey('listOrders')),
    refreshPagedList(queryClient, queryKey('listTransfers')),
    queryClient.invalidateQueries({ queryKey: queryKey('getBalances') }),
  ]);
}

/** The server answered the decision: its order as it now stands at once, and the rest reloaded. */
export async function orderAnswered(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(orderQuery(order.id).queryKey, order);
  await refreshAround(queryClient);
}

/**
 * The order no longer awaited the person (409: it expired, or was answered in another tab): load it as it
 * now stands, and the lists with it.
 */
export async function orderOutdated(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderQuery(id).queryKey }),
    refreshAround(queryClient),
  ]);
}
