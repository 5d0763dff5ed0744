import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type SavedAddress = components['schemas']['SavedAddress'];

/** GET /api/wallet/addresses: the person's saved USDT addresses, newest first. */
export async function listSavedAddresses(client: ApiClient = apiClient): Promise<SavedAddress[]> {
  return unwrap(await client.GET('/api/wallet/addresses')).data;
}

/** The saved addresses; only this person changes them, and every change here refreshes them. */
export const savedAddressesQuery = queryOptions({
  queryKey: queryKey('listSavedAddresses'),
  queryFn: () => listSavedAddresses(),
  staleTime: 60_000,
});
