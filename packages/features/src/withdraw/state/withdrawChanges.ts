import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';

/**
 * A withdrawal was requested: the balance (the amount is now locked), today's remainder and the lists of
 * transactions changed.
 */
export async function withdrawalRequested(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKey('getBalances') }),
    queryClient.invalidateQueries({ queryKey: queryKey('getWithdrawTerms') }),
    refreshPagedList(queryClient, queryKey('listWalletTransactions')),
  ]);
}

/** A saved IBAN was added or deleted. */
export function savedIbansChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKey('listSavedIbans') });
}

/** A saved address was added or deleted. */
export function savedAddressesChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKey('listSavedAddresses') });
}
