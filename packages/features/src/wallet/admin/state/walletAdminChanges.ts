import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

/** Every admin action is written to the audit log: a log loaded before it is out of date. */
const auditLog = queryKey('adminListAuditLog');

/**
 * The wallet queue changed: a decision taken here or elsewhere (409), or a Tether deposit credited. Every
 * filter's list is reloaded (a decided row leaves Pending and joins Approved or Rejected), and the log.
 */
export async function walletQueueChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPagedList(queryClient, queryKey('adminListWalletTransactions')),
    refreshPagedList(queryClient, auditLog),
  ]);
}
