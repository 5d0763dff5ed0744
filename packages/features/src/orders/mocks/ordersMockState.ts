import type { Locale } from '../../shared/i18n/locales';
import { buildOrderHistory, type Order } from './ordersFixtures';

/** A call that answers an order, as the mock server took it: what a story checks (the key, the body). */
export interface SentCall {
  line: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * What the orders mock server remembers within one story: each language's orders (answers change them, as
 * on the real server), the calls it answered, the answers it was sent, and its reply to each
 * Idempotency-Key, so a retry with the same key gets the first reply and changes nothing twice.
 */
export const ordersMockState = {
  orders: { fa: new Map<number, Order>(), en: new Map<number, Order>() } as Record<
    Locale,
    Map<number, Order>
  >,
  /** The calls answered, as "GET /api/trade/order?status=Filled&page=1". */
  requests: [] as string[],
  sent: [] as SentCall[],
  answers: new Map<string, { status: number; body: unknown }>(),
};

/** Notes a call, so a story can check what the screen asked for. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  ordersMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: 36 orders, two of them awaiting the person's approval. */
export function resetOrdersMocks(): void {
  for (const locale of ['fa', 'en'] as const) {
    ordersMockState.orders[locale] = new Map(buildOrderHistory(locale).map((order) => [order.id, order]));
  }
  ordersMockState.requests = [];
  ordersMockState.sent = [];
  ordersMockState.answers = new Map();
}

resetOrdersMocks();
