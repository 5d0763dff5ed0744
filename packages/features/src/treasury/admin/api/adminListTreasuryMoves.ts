import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { pagedQueryOptions, type Page } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';

export type TreasuryMove = components['schemas']['TreasuryMove'];
export type TreasuryMoveStatus = components['schemas']['TreasuryMoveStatus'];

/** GET /api/admin/treasury/moves: one page of moves, newest first; of one status when given. */
export async function adminListTreasuryMoves(
  query: { status?: TreasuryMoveStatus; page: number },
  client: ApiClient = apiClient,
): Promise<Page<TreasuryMove>> {
  return unwrap(await client.GET('/api/admin/treasury/moves', { params: { query } }));
}

/** The moves waiting for a second operator, page by page; checked whenever the board opens. */
export const pendingTreasuryMovesQuery = () =>
  pagedQueryOptions(
    queryKey('adminListTreasuryMoves', { status: 'pending' }),
    (page) => adminListTreasuryMoves({ status: 'pending', page }),
    { staleTime: 0 },
  );

/**
 * The newest moves of any status (one page): the board shows the decided ones among them as the recent
 * history; the audit log keeps the whole of it.
 */
export const recentTreasuryMovesQuery = () =>
  queryOptions({
    queryKey: queryKey('adminListTreasuryMoves', { page: 1 }),
    queryFn: () => adminListTreasuryMoves({ page: 1 }),
    staleTime: 0,
  });
