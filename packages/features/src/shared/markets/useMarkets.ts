import { useQuery } from '@tanstack/react-query';
import { marketsQuery } from './marketsQuery';

/**
 * The markets for a screen: starts the app's one load or joins it, and re-renders as it settles. A failure
 * is in `error` (never thrown at the component); `refetch` is the retry.
 */
export function useMarkets() {
  return useQuery(marketsQuery);
}
