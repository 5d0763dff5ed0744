import { isSessionKnown, refreshCurrentUser, sessionUser } from '@sarraf/features/shared';
import { queryClient } from '../store';
import { needsPassword, type Session } from './guard';

/** The guard's view of the session: the signed-in user in the app's query cache, as the screens see it. */
export const appSession: Session = {
  isSignedIn: () => sessionUser(queryClient) !== null,
  isLoaded: () => isSessionKnown(queryClient),
  isAdmin: () => sessionUser(queryClient)?.role === 'admin',
  needsPassword: () => {
    const user = sessionUser(queryClient);
    return user !== null && needsPassword(user);
  },
  refresh: async () => (await refreshCurrentUser(queryClient)) !== null,
};
