import { queryOptions } from '@tanstack/react-query';
import { marketsQuery } from '../../shared/markets/marketsQuery';

/** How often the trade screen asks for the prices again while it is open and visible. */
export const PRICE_REFRESH_MS = 10_000;

/**
 * The app's one copy of the markets (same key as every other reader), refreshed on an interval while the
 * trade screen watches it: the desk moves its prices during the day, and a trader must see them move without
 * reloading. Other screens keep reading the same entry without polling it.
 */
export const liveMarketsQuery = (refreshMs: number = PRICE_REFRESH_MS) =>
  queryOptions({ ...marketsQuery, refetchInterval: refreshMs });
