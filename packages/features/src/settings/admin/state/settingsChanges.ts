import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';
import { settingsQuery, type Settings } from '../api/adminGetSettings';

/**
 * The server took new settings: shown at once as it answered them, and the audit log reloaded (every admin
 * action is written to it: a log loaded before it is out of date).
 */
export async function settingsSaved(queryClient: QueryClient, saved: Settings): Promise<void> {
  queryClient.setQueryData(settingsQuery.queryKey, saved);
  await refreshPagedList(queryClient, queryKey('adminListAuditLog'));
}
