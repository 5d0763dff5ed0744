import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

/**
 * The desk's order queue changed: a decision taken here or elsewhere (409). The queue is reloaded (a decided
 * order leaves it), and the audit log, where every decision is written.
 */
export async function orderQueueChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPagedList(queryClient, queryKey('adminListOrders')),
    refreshPagedList(queryClient, queryKey('adminListAuditLog')),
  ]);
}
