import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Order, OrderStatus } from './order';
import { pagedQueryOptions, type Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';

/** The orders list's status filter: one status, or every order. */
export type OrderStatusFilter = OrderStatus | 'all';

/** What the list asks the server for (contract `listOrders`; flags are 0 or 1). */
export interface ListOrdersQuery {
  status?: OrderStatus;
  approval_required?: 0 | 1;
  admin_approved?: 0 | 1;
  user_approved?: 0 | 1;
}

/** GET /api/trade/order: one page of the person's orders, newest first. */
export async function listOrders(
  query: ListOrdersQuery & { page: number },
  client: ApiClient = apiClient,
): Promise<Page<Order>> {
  return unwrap(await client.GET('/api/trade/order', { params: { query } }));
}

/**
 * The orders of one status filter, page by page (spec section 4: page 1 cached unless forced, further
 * pages appended).
 */
export const ordersQuery = (status: OrderStatusFilter) => {
  const query: ListOrdersQuery = status === 'all' ? {} : { status };
  return pagedQueryOptions(queryKey('listOrders', query), (page) => listOrders({ ...query, page }));
};

/**
 * The orders awaiting the person's answer (spec section 4): Processing, approval required, not yet
 * approved by them. The desk may or may not have decided yet; the dialog tells the two apart.
 */
export const PENDING_APPROVAL_QUERY = {
  status: 'Processing',
  approval_required: 1,
  user_approved: 0,
} as const satisfies ListOrdersQuery;

export const pendingApprovalsQuery = () =>
  pagedQueryOptions(queryKey('listOrders', PENDING_APPROVAL_QUERY), (page) =>
    listOrders({ ...PENDING_APPROVAL_QUERY, page }),
  );
