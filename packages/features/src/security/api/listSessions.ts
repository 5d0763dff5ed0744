import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

/** One live session: browser, system and address (each null when unknown), when it began and was last used. */
export type SessionSummary = components['schemas']['SessionSummary'];
export type SessionList = components['schemas']['SessionList'];

/** GET /api/user/sessions: every live session of the person, the current one first, then by last use. */
export async function listSessions(client: ApiClient = apiClient): Promise<SessionList> {
  return unwrap(await client.GET('/api/user/sessions'));
}

/**
 * Where the person is signed in. Read afresh whenever the card opens: a session ended elsewhere (or a new
 * sign-in) must not show from an old copy on the one screen that lets the person act on it.
 */
export const sessionsQuery = queryOptions({
  queryKey: queryKey('listSessions'),
  queryFn: () => listSessions(),
  staleTime: 0,
});
