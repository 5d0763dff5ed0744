import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { SavedIban } from './listSavedIbans';

export type SavedIbanRequest = components['schemas']['SavedIbanRequest'];

/** POST /api/wallet/ibans: saves an IBAN (the server checks it and names its bank); throws ApiError. */
export async function createSavedIban(
  body: SavedIbanRequest,
  client: ApiClient = apiClient,
): Promise<SavedIban> {
  return unwrap(await client.POST('/api/wallet/ibans', { body }));
}
