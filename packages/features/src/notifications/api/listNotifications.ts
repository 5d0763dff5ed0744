import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';

/** A notification as the server sends it: title and body already in the person's language. */
export type Notification = components['schemas']['Notification'];

/** What the list asks the server for (contract `listNotifications`): `unread: 1` for unread ones only. */
export interface ListNotificationsQuery {
  unread?: 0 | 1;
}

/** GET /api/notifications: one page of the person's notifications, newest first. */
export async function listNotifications(
  query: ListNotificationsQuery & { page: number },
  client: ApiClient = apiClient,
): Promise<Page<Notification>> {
  return unwrap(await client.GET('/api/notifications', { params: { query } }));
}

/** The person's notifications page by page: page 1 from the cache, Load more appends the next. */
export const notificationsQuery = (query: ListNotificationsQuery = {}) =>
  pagedQueryOptions(queryKey('listNotifications', query), (page) => listNotifications({ ...query, page }));
