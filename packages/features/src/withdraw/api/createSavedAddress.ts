import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { SavedAddress } from './listSavedAddresses';

export type SavedAddressRequest = components['schemas']['SavedAddressRequest'];

/** POST /api/wallet/addresses: saves a USDT withdrawal address; throws ApiError. */
export async function createSavedAddress(
  body: SavedAddressRequest,
  client: ApiClient = apiClient,
): Promise<SavedAddress> {
  return unwrap(await client.POST('/api/wallet/addresses', { body }));
}
