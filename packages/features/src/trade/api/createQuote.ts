import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type QuoteRequest = components['schemas']['QuoteRequest'];
export type Quote = components['schemas']['Quote'];
export type OrderSide = components['schemas']['OrderSide'];

/**
 * POST /api/trade/quote: locks a price for a few seconds. No money moves (the order does, with the quote's
 * id), so it carries no Idempotency-Key; asking again gets a new quote. A balance too small is a 422 on
 * `amount` ("Insufficient {currency} Balance!").
 */
export async function createQuote(body: QuoteRequest, client: ApiClient = apiClient): Promise<Quote> {
  return unwrap(await client.POST('/api/trade/quote', { body }));
}
