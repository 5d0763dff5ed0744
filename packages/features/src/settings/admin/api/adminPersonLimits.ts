import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components, operations } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';

export type AdminPersonLimits = components['schemas']['AdminPersonLimits'];
export type LimitKind = components['schemas']['LimitKind'];
export type PersonLimitChange =
  operations['adminSetPersonLimit']['requestBody']['content']['application/json'];

/** GET /api/admin/limits?email=: a person's limits, used and remaining, with any own amounts. 404 no account. */
export async function adminGetPersonLimits(
  email: string,
  client: ApiClient = apiClient,
): Promise<AdminPersonLimits> {
  return unwrap(await client.GET('/api/admin/limits', { params: { query: { email } } }));
}

/**
 * PUT /api/admin/limits: gives the person their own daily and monthly amounts of a kind, or (override null)
 * takes them back to their account type's; with a note, audited. 404 no account, 422 the amounts or note.
 */
export async function adminSetPersonLimit(
  body: PersonLimitChange,
  client: ApiClient = apiClient,
): Promise<AdminPersonLimits> {
  return unwrap(await client.PUT('/api/admin/limits', { body }));
}
