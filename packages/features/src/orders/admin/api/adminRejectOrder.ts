import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { AdminOrder } from './adminListOrders';

export type AdminRejectOrderRequest = components['schemas']['AdminRejectOrderRequest'];

/**
 * POST /api/admin/orders/{id}/reject: the order is cancelled and its hold released; the note is shown to
 * the person. Carries the action's Idempotency-Key. 409 once the order no longer awaits the desk.
 */
export async function adminRejectOrder(
  id: number,
  body: AdminRejectOrderRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<AdminOrder> {
  return unwrap(
    await client.POST('/api/admin/orders/{id}/reject', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
