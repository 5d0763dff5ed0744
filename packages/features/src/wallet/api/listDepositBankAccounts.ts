import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type BankAccount = components['schemas']['BankAccount'];

/**
 * GET /api/wallet/bank-accounts: the desk's accounts to transfer Toman to. Throws ApiError 403 while the
 * person's identity is not verified; an empty list means none is configured.
 */
export async function listDepositBankAccounts(client: ApiClient = apiClient): Promise<BankAccount[]> {
  return unwrap(await client.GET('/api/wallet/bank-accounts')).data;
}

/** The desk's accounts change rarely (an operator's setting): kept for a few minutes. */
export const depositBankAccountsQuery = queryOptions({
  queryKey: queryKey('listDepositBankAccounts'),
  queryFn: () => listDepositBankAccounts(),
  staleTime: 5 * 60_000,
});
