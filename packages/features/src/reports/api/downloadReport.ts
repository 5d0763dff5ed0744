import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';

/**
 * GET /api/reports/{id}/download: a ready report's workbook (.xlsx). Read as a Blob, so a failure (409 not
 * ready, 404 deleted or not theirs, a dropped connection) is known and told, where a plain link would
 * leave the browser on an error page or a broken file.
 */
export async function downloadReport(id: number, client: ApiClient = apiClient): Promise<Blob> {
  return unwrap(
    await client.GET('/api/reports/{id}/download', { params: { path: { id } }, parseAs: 'blob' }),
  );
}
