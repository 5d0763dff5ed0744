import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';
import type { WalletTransaction } from './listWalletTransactions';

/** GET /api/wallet/deposit-withdraw/trx/{id}: one deposit or withdrawal; 404 when it is not the person's. */
export async function getWalletTransaction(
  id: number,
  client: ApiClient = apiClient,
): Promise<WalletTransaction> {
  return unwrap(await client.GET('/api/wallet/deposit-withdraw/trx/{id}', { params: { path: { id } } }));
}

/** One transaction; checked again whenever its screen opens (an operator may have reviewed it meanwhile). */
export const walletTransactionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKey('getWalletTransaction', { id }),
    queryFn: () => getWalletTransaction(id),
    staleTime: 0,
  });
