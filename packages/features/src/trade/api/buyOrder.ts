import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type Order = components['schemas']['Order'];

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
