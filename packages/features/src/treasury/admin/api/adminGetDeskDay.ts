import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { components } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';
import { queryKey } from '../../../shared/query/queryKeys';

export type DeskDay = components['schemas']['DeskDay'];
export type DeskDayMarket = DeskDay['markets'][number];
export type DeskDayHour = DeskDay['hours'][number];

/** GET /api/admin/treasury/day: today's trading at the desk (Tehran day), per market and by hour. */
export async function adminGetDeskDay(client: ApiClient = apiClient): Promise<DeskDay> {
  return unwrap(await client.GET('/api/admin/treasury/day'));
}

/** How often the board reads the day again while it is open: every fill changes it. */
export const DESK_DAY_REFRESH_MS = 60_000;

export const deskDayQuery = () =>
  queryOptions({
    queryKey: queryKey('adminGetDeskDay'),
    queryFn: () => adminGetDeskDay(),
    staleTime: 0,
    refetchInterval: DESK_DAY_REFRESH_MS,
  });
