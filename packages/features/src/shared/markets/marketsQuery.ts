import { queryOptions } from '@tanstack/react-query';
import { queryKey } from '../query/queryKeys';
import { listMarkets } from './listMarkets';

/**
 * The app's one copy of the markets (spec section 4: "markets load once and are cached"). A screen that
 * asks while the load is on its way joins that request instead of starting another, which is what the
 * spec's "while waiting, the list is polled every 100 ms" achieves; a failed load is not kept, so the next
 * reader (a retry) fetches again. Prices set by the desk refresh it (see the admin price form).
 */
export const marketsQuery = queryOptions({
  queryKey: queryKey('listMarkets'),
  queryFn: () => listMarkets(),
  staleTime: Infinity,
});
