import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Order } from '../../entities/order';

/**
 * POST /api/trade/order/sell: sells at a locked Sell quote, with the same rules as buyOrder (Idempotency-Key,
 * 409 for an expired or used quote, 422 for a balance that no longer covers it).
 */
export async function sellOrder(
  quoteId: string,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<Order> {
  return unwrap(
    await client.POST('/api/trade/order/sell', {
      body: { quote_id: quoteId },
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
