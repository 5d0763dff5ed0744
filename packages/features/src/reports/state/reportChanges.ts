import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../shared/query/queryKeys';
import { RECENT_REPORTS, type Report } from '../api/listReports';

/**
 * The server took a report (201): it heads the list at once, as the server will list it (newest first, the
 * last 20), and being pending it starts the list's polling. A list not loaded yet (or failed) is loaded
 * afresh instead, with the new report in it.
 */
export async function reportCreated(queryClient: QueryClient, report: Report): Promise<void> {
  const key = queryKey('listReports');
  const listed = queryClient.getQueryData<Report[]>(key);
  if (!listed) {
    await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Report[]>(
    key,
    [report, ...listed.filter((other) => other.id !== report.id)].slice(0, RECENT_REPORTS),
  );
}
