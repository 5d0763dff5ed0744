import { apiClient, type ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/unwrap';
import type { TreasuryMove } from './adminListTreasuryMoves';

/** POST /api/admin/treasury/moves/{id}/reject: a second operator refuses, with a reason; nothing moves. */
export async function adminRejectTreasuryMove(
  id: number,
  reason: string,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<TreasuryMove> {
  return unwrap(
    await client.POST('/api/admin/treasury/moves/{id}/reject', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { reason },
    }),
  );
}
