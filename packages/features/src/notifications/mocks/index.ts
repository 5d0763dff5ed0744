// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export { notificationsHandlers } from './notificationsHandlers';
export { notificationsMockMessages, type NotificationsMockMessage } from './notificationsMockMessages';
export {
  notificationsMockState,
  resetNotificationsMocks,
  type NotificationsPreset,
} from './notificationsMockState';
export {
  buildNotificationHistory,
  buildStoredNotification,
  MOCK_NOW as NOTIFICATIONS_MOCK_NOW,
  NOTIFICATION,
  presentNotification,
  UNREAD_IDS as UNREAD_NOTIFICATION_IDS,
  type StoredNotification,
} from './notificationsFixtures';
