import { apiClient, type ApiClient } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/unwrap';
import type { TreasuryMove } from './adminListTreasuryMoves';

/**
 * POST /api/admin/treasury/moves/{id}/approve: a second operator approves and the money moves. 403 for the
 * operator who proposed it, 409 once decided or when the stock cannot pay an `out` now (the most it can).
 */
export async function adminApproveTreasuryMove(
  id: number,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<TreasuryMove> {
  return unwrap(
    await client.POST('/api/admin/treasury/moves/{id}/approve', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
