import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type Report = components['schemas']['Report'];
export type ReportStatus = Report['status'];

/** How many reports the server lists (contract `listReports`: the last 20). */
export const RECENT_REPORTS = 20;

/** How often the list is asked again while a report is being prepared. */
export const REPORTS_POLL_MS = 2000;

/** GET /api/reports: the person's recent reports, newest first. */
export async function listReports(client: ApiClient = apiClient): Promise<Report[]> {
  return unwrap(await client.GET('/api/reports')).data;
}

/** Whether any report of the list is still being prepared. */
export const hasPendingReport = (reports: readonly Report[] | undefined) =>
  reports?.some((report) => report.status === 'pending') ?? false;

/**
 * The recent reports. While one is pending the list is asked again every `pollMs` (its progress, then
 * ready or failed) and stops asking once none is; never in a background tab.
 */
export const reportsQuery = (pollMs: number = REPORTS_POLL_MS) =>
  queryOptions({
    queryKey: queryKey('listReports'),
    queryFn: () => listReports(),
    staleTime: 0,
    refetchInterval: (query) => (hasPendingReport(query.state.data) ? pollMs : false),
    refetchIntervalInBackground: false,
  });
