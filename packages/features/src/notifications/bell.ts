// The bell's unread count alone, for the app's signed-in layout: it is on every signed-in screen, so it must
// not bring the notifications screen's code along with it.
export { useUnreadNotificationCount } from './hooks/useUnreadNotificationCount';
