import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

/**
 * One of the person's limits: what a day and a month allow (`daily`, `monthly`), what they used, what remains
 * (`remaining_today` never above what the month leaves), when each starts again, and whether an operator set
 * this person's own amounts (`own`). Amounts in `currency`: Toman, or USDT for Tether withdrawals.
 */
export type PersonLimit = components['schemas']['PersonLimit'];

/** A kind of limit: Toman deposits and withdrawals, Tether withdrawals, the Toman value of trades. */
export type LimitKind = PersonLimit['kind'];

/** GET /api/limits: the signed-in person's limits, one entry per kind. */
export async function getMyLimits(client: ApiClient = apiClient): Promise<PersonLimit[]> {
  return unwrap(await client.GET('/api/limits')).data;
}

/**
 * The person's limits. Read afresh whenever the card opens: every withdrawal, trade and deposit uses some,
 * so an old copy would promise what is no longer there.
 */
export const myLimitsQuery = () =>
  queryOptions({
    queryKey: queryKey('getMyLimits'),
    queryFn: () => getMyLimits(),
    staleTime: 0,
  });
