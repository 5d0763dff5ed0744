import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

export type SavedIban = components['schemas']['SavedIban'];

/** GET /api/wallet/ibans: the person's saved IBANs, newest first. */
export async function listSavedIbans(client: ApiClient = apiClient): Promise<SavedIban[]> {
  return unwrap(await client.GET('/api/wallet/ibans')).data;
}

/** The saved IBANs; only this person changes them, and every change here refreshes them. */
export const savedIbansQuery = queryOptions({
  queryKey: queryKey('listSavedIbans'),
  queryFn: () => listSavedIbans(),
  staleTime: 60_000,
});
