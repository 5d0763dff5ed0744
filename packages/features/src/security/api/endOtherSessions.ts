import { apiClient, type ApiClient } from '../../shared/api/client';
import { expectNoContent } from './expectNoContent';

/** DELETE /api/user/sessions: signs out every session of the person but this one, at once; throws ApiError. */
export async function endOtherSessions(client: ApiClient = apiClient): Promise<void> {
  expectNoContent(await client.DELETE('/api/user/sessions'));
}
