import { apiClient, type ApiClient } from '../../shared/api/client';
import { expectNoContent } from './expectNoContent';

/** DELETE /api/wallet/addresses/{id}: forgets a saved address (past withdrawals keep theirs); throws ApiError. */
export async function deleteSavedAddress(id: number, client: ApiClient = apiClient): Promise<void> {
  expectNoContent(await client.DELETE('/api/wallet/addresses/{id}', { params: { path: { id } } }));
}
