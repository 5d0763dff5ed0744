import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Order } from '../../entities/order';

/**
 * POST /api/trade/order/approve: the person accepts the desk's final figures and the order fills at them.
 * Moves money, so it carries the action's Idempotency-Key. 409 once the order no longer awaits them (it
 * expired, or was answered elsewhere).
 */
export async function approveOrder(
  orderId: number,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Order> {
  return unwrap(
    await client.POST('/api/trade/order/approve', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { order_id: orderId },
    }),
  );
}
