// A stand-in for the app's session atoms in the profile stories (workbench only). The app passes the
// auth feature's atoms; a feature may not import another, so the stories build equivalents that call
// the same mocked endpoints.
import { atom, useAtomValue } from 'jotai';
import { apiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { components } from '../../shared/api/schema.gen';
import type { LogoutOutcome } from './ProfileScreen';

type User = components['schemas']['User'];

export function createStorySession(initial: User | null) {
  const userAtom = atom<User | null>(initial);
  const logoutAtom = atom(null, async (_get, set): Promise<LogoutOutcome> => {
    try {
      const { redirect_to } = unwrap(await apiClient.POST('/api/auth/logout'));
      return { ok: true, redirectTo: redirect_to };
    } catch (error) {
      return { ok: false, error };
    } finally {
      set(userAtom, null);
    }
  });
  const refreshUserAtom = atom(null, async (_get, set) => {
    set(userAtom, unwrap(await apiClient.GET('/api/user')));
  });

  /** The login page stand-in: says whether the user was cleared. */
  function LoginStub() {
    const user = useAtomValue(userAtom);
    return (
      <main>
        <h1>Login (stub)</h1>
        <p>{user ? 'still signed in' : 'signed out'}</p>
      </main>
    );
  }

  return { userAtom, logoutAtom, refreshUserAtom, LoginStub };
}
