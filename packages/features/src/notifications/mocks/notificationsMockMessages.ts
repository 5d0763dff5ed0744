import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the notifications screen, per `X-Locale`, from the server's own
 * catalogue; stories assert exactly these.
 */
export const notificationsMockMessages = mockMessages({
  notFound: 'notification.notFound',
  serverError: 'error.internal',
});

export type NotificationsMockMessage = keyof (typeof notificationsMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayNotifications(request: Request, key: NotificationsMockMessage): string {
  return sayIn(notificationsMockMessages, request, key);
}
