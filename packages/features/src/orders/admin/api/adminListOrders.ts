import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

export type AdminOrder = components['schemas']['AdminOrder'];

/**
 * GET /api/admin/orders: one page of orders, oldest first. Without filters the server answers its queue:
 * orders Processing, above the approval limit, not yet decided by the desk.
 */
export async function adminListOrders(
  query: { page: number },
  client: ApiClient = apiClient,
): Promise<Page<AdminOrder>> {
  return unwrap(await client.GET('/api/admin/orders', { params: { query } }));
}

/** The desk's approval queue, page by page. */
export const adminOrdersQueueQuery = () =>
  pagedQueryOptions(queryKey('adminListOrders', { queue: 'awaitingDesk' }), (page) =>
    adminListOrders({ page }),
  );
