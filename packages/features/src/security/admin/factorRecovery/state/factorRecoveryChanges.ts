import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../../shared/query/pagedQuery';
import { queryKey } from '../../../../shared/query/queryKeys';
import { factorRecoveryQuery, type AdminFactorRecovery } from '../api/adminGetFactorRecovery';

/** The request as the server now has it, and the list and the audit log read again. */
export async function factorRecoveryDecided(queryClient: QueryClient, request: AdminFactorRecovery) {
  queryClient.setQueryData(factorRecoveryQuery(request.id).queryKey, request);
  await Promise.all([
    refreshPagedList(queryClient, queryKey('adminListFactorRecoveries')),
    refreshPagedList(queryClient, queryKey('adminListAuditLog')),
  ]);
}

/** Decided elsewhere (409): load it as it stands, and the list with it. */
export async function factorRecoveryOutdated(queryClient: QueryClient, id: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: factorRecoveryQuery(id).queryKey }),
    refreshPagedList(queryClient, queryKey('adminListFactorRecoveries')),
  ]);
}
