import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { queryKey } from '../../../shared/query/queryKeys';

export type DeskStock = components['schemas']['DeskStock'];

/** GET /api/admin/treasury/stock: each currency's stock, what large orders reserved of it and its floor. */
export async function adminGetDeskStock(client: ApiClient = apiClient): Promise<DeskStock[]> {
  return (await unwrap(await client.GET('/api/admin/treasury/stock'))).data;
}

/** The stock moves with every fill: read again whenever the board opens or comes back into view. */
export const deskStockQuery = () =>
  queryOptions({
    queryKey: queryKey('adminGetDeskStock'),
    queryFn: () => adminGetDeskStock(),
    staleTime: 0,
  });
