import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './currentUser';
import type { User } from './getUser';

export interface UseCurrentUserOptions {
  /**
   * Fetch the user again when the screen opens (the profile shows the latest review); what is shown
   * stays meanwhile and when the fetch fails. Otherwise the cached user is read as it is (the route guard
   * loaded it before any signed-in screen renders); it is fetched only when nobody has yet. @default false
   */
  refresh?: boolean;
}

/** The signed-in user, or null; re-renders whenever the cache entry changes (sign-in, a change, logout). */
export function useCurrentUser({ refresh = false }: UseCurrentUserOptions = {}): User | null {
  const { data } = useQuery({ ...currentUserQuery, refetchOnMount: refresh ? 'always' : true });
  return data ?? null;
}
