import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import type { Notification } from '../api/listNotifications';

/**
 * Where opening a notification goes: its `link` when that is a path of this app ('/orders/12/details'),
 * otherwise nowhere. An address elsewhere (`https://...`, `//host`, `javascript:`) is never followed,
 * whatever the server stored.
 */
export function notificationTarget(notification: Pick<Notification, 'link'>): string | undefined {
  return safeRedirectPath(notification.link);
}

/** Whether the person has not opened it yet. */
export const isUnread = (notification: Pick<Notification, 'read_at'>): boolean =>
  notification.read_at === null;
