import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminOrder } from './adminListOrders';

export type AdminApproveOrderRequest = components['schemas']['AdminApproveOrderRequest'];

/**
 * POST /api/admin/orders/{id}/approve: the desk approves an order over the limit, optionally at a final
 * price and quantity and with a note the person reads; the person then answers at those figures. Decides
 * about held money, so it carries the action's Idempotency-Key. 409 once the order no longer awaits the
 * desk; 422 on `final_quantity` when it would cost more than was held.
 */
export async function adminApproveOrder(
  id: number,
  body: AdminApproveOrderRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<AdminOrder> {
  return unwrap(
    await client.POST('/api/admin/orders/{id}/approve', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
