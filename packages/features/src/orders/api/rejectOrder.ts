import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Order } from '../../entities/order';

/**
 * POST /api/trade/order/reject: the person declines an order awaiting them, before or after the desk's
 * decision; it is cancelled and the held amount released. Carries the action's Idempotency-Key. 409 once it
 * is no longer Processing.
 */
export async function rejectOrder(
  orderId: number,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Order> {
  return unwrap(
    await client.POST('/api/trade/order/reject', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { order_id: orderId },
    }),
  );
}
