import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

/** One attempt on the account: when, how it ended, from which browser, system and address, and if new. */
export type LoginEvent = components['schemas']['LoginEvent'];
export type LoginOutcome = LoginEvent['outcome'];
export type LoginHistory = components['schemas']['LoginHistory'];

/** GET /api/user/login-history: the attempts of the last 30 days, newest first (at most 200). */
export async function getLoginHistory(client: ApiClient = apiClient): Promise<LoginHistory> {
  return unwrap(await client.GET('/api/user/login-history'));
}

/** The recent sign-ins, read afresh whenever the card opens (an attempt may have come in meanwhile). */
export const loginHistoryQuery = queryOptions({
  queryKey: queryKey('getLoginHistory'),
  queryFn: () => getLoginHistory(),
  staleTime: 0,
});
