import { defineModule } from '../../http/modules.js';
import { watchNotificationEmails } from './watchNotificationEmails.js';
import {
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notificationHandlers.js';

/**
 * notifications: what happened to a person's money, identity and orders, in the app and by email. Owns
 * `notifications` (migrations/0016_notifications.sql), which is also the email outbox (README.md). Other
 * modules call `notify` inside their own transactions; this module imports none of those, only `users` (a
 * security mail's freeze link) and `settings` (how long that link works).
 */
export const notificationsModule = defineModule(
  'notifications',
  (app) => ({
    operations: {
      listNotifications,
      getUnreadNotificationCount,
      markNotificationRead,
      markAllNotificationsRead,
    },
    jobs: {
      // Notifications are mailed after their transactions commit, from the outbox in their table.
      'notification emails': () => watchNotificationEmails(app.core, app.core.config.databaseUrl),
    },
  }),
  ['users'],
);

export { notify, type NotificationEvent } from './notify.js';
export { NOTIFICATION_KINDS, type NotificationKind } from './notificationTables.js';
export { sendDueNotificationEmails, type OutboxReport } from './notificationOutbox.js';
export {
  NOTIFICATION_EMAIL_QUEUE,
  watchNotificationEmails,
  type NotificationEmailWatcher,
} from './watchNotificationEmails.js';
export { SECURITY_NOTICE_KINDS } from './notificationMail.js';
export { noticesBetween } from './notificationRepository.js';
