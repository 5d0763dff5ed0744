import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '../../shared/query/pagedQuery';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import type { Notification } from '../api/listNotifications';

const countKey = queryKey('getUnreadNotificationCount');
const listKey = queryKey('listNotifications');

/**
 * One notification was marked read: the server's copy replaces the row in every loaded list at once (the
 * unread mark goes without reloading the pages), and the bell asks for its count again.
 */
export async function notificationRead(queryClient: QueryClient, read: Notification): Promise<void> {
  queryClient.setQueriesData<InfiniteData<Page<Notification>>>({ queryKey: listKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((row) => (row.id === read.id ? read : row)),
          })),
        }
      : data,
  );
  await queryClient.invalidateQueries({ queryKey: countKey });
}

/** Every notification was marked read: the lists load again (in place when shown) and so does the count. */
export async function allNotificationsRead(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPagedList(queryClient, listKey),
    queryClient.invalidateQueries({ queryKey: countKey }),
  ]);
}
