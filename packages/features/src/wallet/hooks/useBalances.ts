import { useQuery } from '@tanstack/react-query';
import { balancesQuery } from '../../entities/balance';

/**
 * The balances for a tab: `balances` once loaded; `isLoading` while none are shown (a retry after a failure
 * included); `error` and `retry` when the load failed.
 */
export function useBalances() {
  const { data, error, isError, isFetching, refetch } = useQuery(balancesQuery);
  return {
    balances: data,
    isLoading: !data && (!isError || isFetching),
    error: !data && isError && !isFetching ? error : null,
    retry: () => void refetch(),
  };
}
