import { currentUserAtom, refreshUserAtom, userLoadedAtom } from '@sarraf/features/auth';
import { appStore } from '../store';
import type { Session } from './guard';

/** The guard's view of the session, read from the app's jotai store. */
export const appSession: Session = {
  isSignedIn: () => appStore.get(currentUserAtom) !== null,
  isLoaded: () => appStore.get(userLoadedAtom),
  isAdmin: () => appStore.get(currentUserAtom)?.role === 'admin',
  mustChangePassword: () => appStore.get(currentUserAtom)?.must_change_password === true,
  refresh: async () => (await appStore.set(refreshUserAtom)) !== null,
};
