import { apiClient, type ApiClient } from '../../shared/api/client';
import { expectNoContent } from './expectNoContent';

/**
 * DELETE /api/user/sessions/{id}: signs one other session out (its next request is a 401). Throws ApiError:
 * 404 when it has already ended (or is not the person's), 422 for the current one (that is logging out).
 */
export async function endSession(id: number, client: ApiClient = apiClient): Promise<void> {
  expectNoContent(await client.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }));
}
