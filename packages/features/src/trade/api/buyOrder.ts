import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Order } from '../../entities/order';

/**
 * POST /api/trade/order/buy: buys at a locked Buy quote. Moves money, so it carries the action's
 * Idempotency-Key (the same key when the same confirmation is sent again). An expired or used quote is a 409;
 * a balance that no longer covers it a 422.
 */
export async function buyOrder(
  quoteId: string,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Order> {
  return unwrap(
    await client.POST('/api/trade/order/buy', {
      body: { quote_id: quoteId },
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
