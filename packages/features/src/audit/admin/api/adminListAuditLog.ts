import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

export type AuditEntry = components['schemas']['AuditEntry'];

/** GET /api/admin/audit-log: one page of entries, newest first. */
export async function adminListAuditLog(
  query: { page: number },
  client: ApiClient = apiClient,
): Promise<Page<AuditEntry>> {
  return unwrap(await client.GET('/api/admin/audit-log', { params: { query } }));
}

/** The audit log, newest first, page by page. */
export const auditLogQuery = pagedQueryOptions(queryKey('adminListAuditLog'), (page) =>
  adminListAuditLog({ page }),
);
