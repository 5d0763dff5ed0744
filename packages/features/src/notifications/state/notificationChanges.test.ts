import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/query/createQueryClient';
import type { Page } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import type { Notification } from '../api/listNotifications';
import { notificationRead } from './notificationChanges';

const row = (id: number, read_at: string | null = null): Notification => ({
  id,
  kind: 'order_filled',
  title: 'Order filled',
  body: `Your order #${id} was filled.`,
  link: `/orders/${id}/details`,
  read_at,
  created_at: '2026-03-10T08:00:00.000Z',
});

const page = (rows: Notification[], current: number): Page<Notification> => ({
  data: rows,
  meta: { current_page: current, last_page: 2, per_page: 30, total: 4, from: 1, to: 2 },
});

describe('a notification marked read', () => {
  it('changes in every loaded page at once, and the count is asked again', async () => {
    const queryClient = createQueryClient({ retry: false });
    const listKey = queryKey('listNotifications', {});
    const countKey = queryKey('getUnreadNotificationCount');
    queryClient.setQueryData<InfiniteData<Page<Notification>>>(listKey, {
      pages: [page([row(4), row(3)], 1), page([row(2), row(1, '2026-03-10T08:01:00.000Z')], 2)],
      pageParams: [1, 2],
    });
    queryClient.setQueryData(countKey, { count: 3 });

    await notificationRead(queryClient, row(2, '2026-03-10T09:00:00.000Z'));

    const pages = queryClient.getQueryData<InfiniteData<Page<Notification>>>(listKey)!.pages;
    expect(pages.flatMap((p) => p.data.map((n) => [n.id, n.read_at]))).toEqual([
      [4, null],
      [3, null],
      [2, '2026-03-10T09:00:00.000Z'],
      [1, '2026-03-10T08:01:00.000Z'],
    ]);
    expect(queryClient.getQueryState(countKey)?.isInvalidated).toBe(true);
  });
});
