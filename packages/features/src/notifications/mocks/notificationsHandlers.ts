import { localeFrom } from '@sarraf/messages';
import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { MOCK_NOW, presentNotification, type StoredNotification } from './notificationsFixtures';
import { sayNotifications, type NotificationsMockMessage } from './notificationsMockMessages';
import { logRequest, notificationsMockState } from './notificationsMockState';

const failure = (request: Request, status: number, key: NotificationsMockMessage) =>
  Response.json(buildErrorBody({ message: sayNotifications(request, key) }), { status });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const PER_PAGE = 30;

/** One page of rows as the server pages them (30 a page, spec section 9). */
function pageOf<T>(items: readonly T[], page: number) {
  const start = (page - 1) * PER_PAGE;
  const data = items.slice(start, start + PER_PAGE);
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / PER_PAGE)),
      per_page: PER_PAGE,
      total: items.length,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}

const stored = () => [...notificationsMockState.notifications.values()];
const unreadCount = () => stored().filter((row) => row.read_at === null).length;

/** One page of the person's notifications, newest first (`unread=1`: unread ones only), in their language. */
function notificationsPage(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = localeFrom(request.headers.get('X-Locale'));
  const rows = stored()
    .filter((row) => query.get('unread') !== '1' || row.read_at === null)
    .sort((a, b) => b.id - a.id)
    .map((row) => presentNotification(row, locale));
  return pageOf(rows, Number(query.get('page') ?? '1'));
}

/** Reads it (once: the first time stays), as the server does; undefined when there is none. */
function markRead(id: number): StoredNotification | undefined {
  const row = notificationsMockState.notifications.get(id);
  if (!row) return undefined;
  const read = { ...row, read_at: row.read_at ?? new Date(MOCK_NOW).toISOString() };
  notificationsMockState.notifications.set(id, read);
  return read;
}

const signedIn = http.get('/api/user', ({ response }) => response(200).json(buildUser()));

const list = http.get('/api/notifications', ({ request, response }) => {
  logRequest(request);
  return response(200).json(notificationsPage(request));
});

const count = http.get('/api/notifications/unread-count', ({ request, response }) => {
  logRequest(request);
  return response(200).json({ count: unreadCount() });
});

const read = http.post('/api/notifications/{id}/read', ({ params, request, response }) => {
  logRequest(request);
  const row = markRead(Number(params.id));
  if (!row) return response.untyped(failure(request, 404, 'notFound'));
  return response(200).json(presentNotification(row, localeFrom(request.headers.get('X-Locale'))));
});

const readAll = http.post('/api/notifications/read-all', ({ request, response }) => {
  logRequest(request);
  const unread = stored().filter((row) => row.read_at === null);
  for (const row of unread) markRead(row.id);
  return response(200).json({ count: unread.length });
});

/** The person's notifications as the state holds them; marking read works and is remembered. */
const inbox = [signedIn, list, count, read, readAll];

const serverError = (request: Request) => {
  logRequest(request);
  return failure(request, 500, 'serverError');
};

/**
 * Named handler groups of the notifications screen (`parameters.msw.handlers.notifications`), each
 * complete on its own (the signed-in person included). What they answer comes from
 * `notificationsMockState` (`resetNotificationsMocks(preset)`).
 */
export const notificationsHandlers = {
  /** The notifications as the state holds them (35, three unread, by default). */
  inbox,
  /** Nothing ever loads. */
  loading: [
    http.get('/api/notifications', never),
    http.get('/api/notifications/unread-count', never),
    ...inbox,
  ],
  /** The list and the count fail on the server. */
  serverError: [
    http.get('/api/notifications', ({ request, response }) => response.untyped(serverError(request))),
    http.get('/api/notifications/unread-count', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    ...inbox,
  ],
  /** The first load of the list fails; asked again, it loads. */
  failsOnce: [
    http.get('/api/notifications', ({ request, response }) => {
      const isFirst = !notificationsMockState.requests.some((line) =>
        line.startsWith('GET /api/notifications?'),
      );
      if (isFirst) return response.untyped(serverError(request));
      logRequest(request);
      return response(200).json(notificationsPage(request));
    }),
    ...inbox,
  ],
  /** Page 1 loads, every further page fails. */
  moreFails: [
    http.get('/api/notifications', ({ request, response }) => {
      if (new URL(request.url).searchParams.get('page') !== '1')
        return response.untyped(serverError(request));
      logRequest(request);
      return response(200).json(notificationsPage(request));
    }),
    ...inbox,
  ],
  /** Marking one read fails on the server; nothing changes. */
  markFails: [
    http.post('/api/notifications/{id}/read', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    ...inbox,
  ],
  /** Marking all read fails on the server; nothing changes. */
  markAllFails: [
    http.post('/api/notifications/read-all', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    ...inbox,
  ],
  /** Marking all read never answers: the pending state stays on screen. */
  markingAll: [
    http.post('/api/notifications/read-all', async ({ request }) => {
      logRequest(request);
      return never();
    }),
    ...inbox,
  ],
};
