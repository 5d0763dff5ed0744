import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';
import type { SecureWithdrawals } from './secureWithdrawal';

/** GET /api/user/secure-withdrawals: whether withdrawals go only to saved destinations that have waited. */
export async function getSecureWithdrawals(client: ApiClient = apiClient): Promise<SecureWithdrawals> {
  return unwrap(await client.GET('/api/user/secure-withdrawals'));
}

/**
 * The mode, one cache entry for every screen that asks (the profile's card, the dialogs that save a
 * destination). Read afresh whenever one opens: it may have been turned on in another tab, and an ending
 * mode stops being in force at its `ends_at`.
 */
export const secureWithdrawalsQuery = queryOptions({
  queryKey: queryKey('getSecureWithdrawals'),
  queryFn: () => getSecureWithdrawals(),
  staleTime: 0,
});
