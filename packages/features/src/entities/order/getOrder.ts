import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';
import type { Order } from './order';

/** GET /api/trade/order/{id}: one order; 404 when it is not the person's. */
export async function getOrder(id: number, client: ApiClient = apiClient): Promise<Order> {
  return unwrap(await client.GET('/api/trade/order/{id}', { params: { path: { id } } }));
}

/** One order; checked again whenever its screen opens (the desk may have decided meanwhile). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKey('getOrder', { id }),
    queryFn: () => getOrder(id),
    staleTime: 0,
  });
