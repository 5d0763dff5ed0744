import { createSessionExpiredRedirect, setUnauthorizedListener } from '@sarraf/features/shared';
import { createBrowserRouter } from 'react-router';
import { requiresAuth, routes } from './routeTable';

/** The data router, with the 401 rule (spec section 4) bound to its location and navigation. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedListener(
    createSessionExpiredRedirect({
      getLocation: () => router.state.location,
      requiresAuth,
      navigate: (to) => void router.navigate(to, { replace: true }),
    }),
  );
  return router;
}
