import { createSessionExpiredRedirect, endSession, setUnauthorizedListener } from '@sarraf/features/shared';
import { createBrowserRouter } from 'react-router';
import { queryClient } from '../store';
import { requiresAuth, routes } from './routeTable';

/** The data router, with the 401 rule (spec section 4) bound to its location and navigation. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedListener(
    createSessionExpiredRedirect({
      getLocation: () => router.state.location,
      requiresAuth,
      // The server no longer knows the session: /login must not see the old user and send the visitor on.
      endSession: () => void endSession(queryClient),
      navigate: (to) => void router.navigate(to, { replace: true }),
    }),
  );
  return router;
}
