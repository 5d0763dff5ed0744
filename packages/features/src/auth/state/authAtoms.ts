import { atom } from 'jotai';
import { isApiError } from '../../shared/errors/ApiError';
import { getUser, type User } from '../api/getUser';
import { logout } from '../api/logout';

/** The signed-in user, or null (spec section 4: set on fetch, cleared on 401 and on logout). */
export const currentUserAtom = atom<User | null>(null);

/** True once the user was fetched at least once, whatever the answer: the guard fetches only once. */
export const userLoadedAtom = atom(false);

export const isSignedInAtom = atom((get) => get(currentUserAtom) !== null);

/**
 * Fetches the current user. A 401 clears the user and resolves null; any other failure keeps what we had
 * and rethrows, so a flaky network does not sign anyone out.
 */
export const refreshUserAtom = atom(null, async (_get, set): Promise<User | null> => {
  try {
    const user = await getUser();
    set(currentUserAtom, user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      set(currentUserAtom, null);
      return null;
    }
    throw error;
  } finally {
    set(userLoadedAtom, true);
  }
});

export type LogoutResult = { ok: true; redirectTo: string } | { ok: false; error: unknown };

/** Logs out; the user is cleared even when the call fails (spec section 4), the result says how it went. */
export const logoutAtom = atom(null, async (_get, set): Promise<LogoutResult> => {
  try {
    const { redirect_to } = await logout();
    return { ok: true, redirectTo: redirect_to };
  } catch (error) {
    return { ok: false, error };
  } finally {
    set(currentUserAtom, null);
    set(userLoadedAtom, true);
  }
});
