import { buildNotificationHistory, type StoredNotification } from './notificationsFixtures';

/** What a story starts from: the history (three unread of 35), nothing at all, or everything read. */
export type NotificationsPreset = 'history' | 'empty' | 'allRead';

/**
 * What the notifications mock server remembers within one story: the person's notifications (marking
 * them read changes them, as on the real server, so the list and the count agree afterwards) and the
 * calls it answered.
 */
export const notificationsMockState = {
  notifications: new Map<number, StoredNotification>(),
  /** The calls answered, as "GET /api/notifications?page=1" or "POST /api/notifications/135/read". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  notificationsMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** The calls of one kind answered so far, e.g. `requestsTo('POST', '/read')`. */
export function requestsTo(method: string, pathEnd: string): string[] {
  return notificationsMockState.requests.filter(
    (line) => line.startsWith(`${method} `) && line.split('?')[0]!.endsWith(pathEnd),
  );
}

/** Back to a preset (the history unless told otherwise), with no calls answered. */
export function resetNotificationsMocks(preset: NotificationsPreset = 'history'): void {
  const history = preset === 'empty' ? [] : buildNotificationHistory();
  const rows =
    preset === 'allRead'
      ? history.map((row) => ({ ...row, read_at: row.read_at ?? row.created_at }))
      : history;
  notificationsMockState.notifications = new Map(rows.map((row) => [row.id, row]));
  notificationsMockState.requests = [];
}

resetNotificationsMocks();
