import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { PaginationMeta } from './adminListVerifications';

export type AuditEntry = components['schemas']['AuditEntry'];

/** GET /api/admin/audit-log: one page of entries, newest first. */
export async function adminListAuditLog(
  query: { page: number },
  client: ApiClient = apiClient,
): Promise<{ data: AuditEntry[]; meta: PaginationMeta }> {
  return unwrap(await client.GET('/api/admin/audit-log', { params: { query } }));
}
