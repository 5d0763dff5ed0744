import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

/**
 * A move was proposed or decided, here or by another operator (409): the moves, the stock (an approval
 * moves money) and the audit log, where every step is written, are read again.
 */
export async function treasuryChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshPagedList(queryClient, queryKey('adminListTreasuryMoves')),
    queryClient.invalidateQueries({ queryKey: queryKey('adminGetDeskStock') }),
    refreshPagedList(queryClient, queryKey('adminListAuditLog')),
  ]);
}
