import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the orders screens, per `X-Locale`, from the server's own catalogue;
 * stories assert exactly these.
 */
export const ordersMockMessages = mockMessages({
  badRequest: 'error.badRequest',
  notFound: 'trade.orderNotFound',
  serverError: 'error.internal',
  notAwaiting: 'trade.notAwaiting',
  awaitingDesk: 'trade.awaitingDesk',
  approvalExpired: 'trade.approvalExpired',
});

export type OrdersMockMessage = keyof (typeof ordersMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayOrders(request: Request, key: OrdersMockMessage): string {
  return sayIn(ordersMockMessages, request, key);
}
