import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../errors/ApiError';
import { queryKey } from '../query/queryKeys';
import { getUser, type User } from './getUser';

export const currentUserKey = queryKey('getUser');

/** A 401 from the user fetch is an answer (nobody is signed in), not a failure: it is kept as null. */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getUser();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, one cache entry read by the route guard, the screens and the forms alike (spec
 * section 4: set on fetch, cleared on a 401 from the user fetch and on logout); null when nobody is
 * signed in. It never goes stale by itself: it is fetched when the guard does not know yet, after sign-in,
 * and after any change the user object reflects (a submitted verification, a new password, the language).
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
});

/** The user in the cache now, or null. */
export function sessionUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData(currentUserKey) ?? null;
}

/** Whether the user was fetched at least once, whatever the answer (the guard then trusts the cache). */
export function isSessionKnown(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(currentUserKey);
  return state !== undefined && state.status !== 'pending';
}

/**
 * Fetches the user now and resolves it (null when signed out); joins a fetch already on its way. Any
 * other failure rejects and keeps the user the cache had, so a flaky network signs nobody out.
 */
export function refreshCurrentUser(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
}

/**
 * Something the user object reflects has changed (a submitted verification, a new password): the user the
 * app holds is fetched again at once, so the guard and every screen see the change without a reload.
 * Does nothing when no user is held; never rejects (a failed fetch keeps the user shown).
 */
export async function invalidateCurrentUser(queryClient: QueryClient): Promise<void> {
  if (queryClient.getQueryState(currentUserKey) === undefined) return;
  await refreshCurrentUser(queryClient).catch(() => undefined);
}

const belongsToAnother = (query: Query) => query.queryKey[0] !== currentUserKey[0];

/**
 * A new session began (sign-in, a verified sign-up code): what the cache held for whoever was here before
 * is dropped, then the user is fetched.
 */
export function startSession(queryClient: QueryClient): Promise<User | null> {
  queryClient.removeQueries({ predicate: belongsToAnother, type: 'inactive' });
  return refreshCurrentUser(queryClient);
}

/**
 * The session is over (logout, even a failed one, or a 401): the user is cleared, a user fetch still on
 * its way cannot bring them back, and nothing cached for them outlives it. Screens still showing data let
 * go of it as they unmount.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: currentUserKey });
  queryClient.setQueryData(currentUserKey, null);
  queryClient.removeQueries({ predicate: belongsToAnother, type: 'inactive' });
}
