import { apiClient, type ApiClient } from '../../shared/api/client';
import { expectNoContent } from './expectNoContent';

/** DELETE /api/wallet/ibans/{id}: forgets a saved IBAN (past withdrawals keep theirs); throws ApiError. */
export async function deleteSavedIban(id: number, client: ApiClient = apiClient): Promise<void> {
  expectNoContent(await client.DELETE('/api/wallet/ibans/{id}', { params: { path: { id } } }));
}
