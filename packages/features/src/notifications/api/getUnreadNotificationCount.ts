import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type Count = components['schemas']['Count'];

/** How often the bell asks again while the app is in front (a count query is one indexed COUNT). */
export const UNREAD_COUNT_REFETCH_MS = 30_000;

/**
 * How long a count is taken as current: screens that mount together (the layout's bell, the list's
 * "Mark all read") share one request, and a quick tab switch does not ask again.
 */
export const UNREAD_COUNT_STALE_MS = 10_000;

/** GET /api/notifications/unread-count: how many notifications the person has not read. */
export async function getUnreadNotificationCount(client: ApiClient = apiClient): Promise<Count> {
  return unwrap(await client.GET('/api/notifications/unread-count'));
}

/**
 * The header badge's count: asked again every 30 s while the tab is in front (never in a background
 * tab) and when the window regains focus, so a deposit credited meanwhile shows without a reload.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKey('getUnreadNotificationCount'),
    queryFn: () => getUnreadNotificationCount(),
    staleTime: UNREAD_COUNT_STALE_MS,
    refetchInterval: UNREAD_COUNT_REFETCH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
