import type { Passkey } from '../../entities/secondFactor';
import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import { expectNoContent } from './expectNoContent';
import type { RemoveTotpRequest } from './removeTotpFactor';

/** PATCH /api/user/second-factor/passkeys/{passkeyId}: a new name. Throws ApiError: 422 `name`, 404. */
export async function renamePasskey(
  id: number,
  name: string,
  client: ApiClient = apiClient,
): Promise<Passkey> {
  return unwrap(
    await client.PATCH('/api/user/second-factor/passkeys/{passkeyId}', {
      params: { path: { passkeyId: id } },
      body: { name },
    }),
  );
}

/**
 * POST /api/user/second-factor/passkeys/{passkeyId}/remove: the password and the app's current code remove
 * one passkey; withdrawals are then held a day. Throws ApiError: 422 `password` or `code`, 404, 429 locked.
 */
export async function removePasskey(
  id: number,
  body: RemoveTotpRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  expectNoContent(
    await client.POST('/api/user/second-factor/passkeys/{passkeyId}/remove', {
      params: { path: { passkeyId: id } },
      body,
    }),
  );
}
