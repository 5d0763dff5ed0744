// The notifications feature's public surface: the screen, the bell's count and the operations.
export { NotificationsScreen } from './screens/NotificationsScreen';
export { useUnreadNotificationCount } from './hooks/useUnreadNotificationCount';
export { notificationsPaths } from './paths';
export {
  listNotifications,
  notificationsQuery,
  type Notification,
  type ListNotificationsQuery,
} from './api/listNotifications';
export {
  getUnreadNotificationCount,
  unreadCountQuery,
  UNREAD_COUNT_REFETCH_MS,
} from './api/getUnreadNotificationCount';
export { markNotificationRead } from './api/markNotificationRead';
export { markAllNotificationsRead } from './api/markAllNotificationsRead';
export { allNotificationsRead, notificationRead } from './state/notificationChanges';
