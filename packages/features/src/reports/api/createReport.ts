import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Report } from './listReports';

/** The range asked for: Gregorian ISO dates (`YYYY-MM-DD`), Tehran days, both ends included. */
export type ReportRequest = components['schemas']['ReportRequest'];

/**
 * POST /api/reports: asks for a workbook of the range. The server answers at once with the report
 * `pending` and prepares it in the background. 422 when the range is refused (on `from` or `to`), 429 when
 * the person already has reports waiting or asked too often.
 */
export async function createReport(body: ReportRequest, client: ApiClient = apiClient): Promise<Report> {
  return unwrap(await client.POST('/api/reports', { body }));
}
