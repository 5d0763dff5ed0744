import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { PER_PAGE, pageMeta } from '../../http/paginate.js';
import { markAllRead, markRead, pageOfNotifications, unreadCount } from './notificationRepository.js';
import { presentNotification } from './presentNotification.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * GET /api/notifications: the person's notifications, newest first; `unread=1` for unread ones only. Texts
 * are in the person's language (the one `setLocale` stored, which their email uses too).
 */
export const listNotifications: OperationHandler<'listNotifications'> = async (request) => {
  const { user } = signedIn(request);
  const { page = 1, unread = 0 } = request.query;
  const { rows, total } = await pageOfNotifications(
    request.server.core.db,
    { userId: user.id, unreadOnly: unread === 1 },
    { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
  );
  return {
    data: rows.map((row) => presentNotification(row, user.locale)),
    meta: pageMeta(page, total, rows.length),
  };
};

/** GET /api/notifications/unread-count: the header badge. */
export const getUnreadNotificationCount: OperationHandler<'getUnreadNotificationCount'> = async (
  request,
) => ({
  count: await unreadCount(request.server.core.db, signedIn(request).user.id),
});

/** POST /api/notifications/{id}/read: opening one marks it read; another person's is not found. */
export const markNotificationRead: OperationHandler<'markNotificationRead'> = async (request) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const { db, now } = request.server.core;
  const row = await markRead(db, user.id, String(id), now());
  if (!row) throw new DomainError('notFound', 'notification.notFound');
  return presentNotification(row, user.locale);
};

/** POST /api/notifications/read-all: answers how many were unread. */
export const markAllNotificationsRead: OperationHandler<'markAllNotificationsRead'> = async (request) => {
  const { db, now } = request.server.core;
  return { count: await markAllRead(db, signedIn(request).user.id, now()) };
};
