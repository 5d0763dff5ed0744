import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import type { TreasuryMove } from './adminListTreasuryMoves';

export type TreasuryMoveRequest = components['schemas']['TreasuryMoveRequest'];

/**
 * POST /api/admin/treasury/moves: proposes a move into or out of the stock; nothing moves until another
 * operator approves it. Carries the action's Idempotency-Key; 422 on `amount` or `note`.
 */
export async function adminProposeTreasuryMove(
  body: TreasuryMoveRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<TreasuryMove> {
  return unwrap(
    await client.POST('/api/admin/treasury/moves', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
