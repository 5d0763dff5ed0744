import { buildErrorBody } from './errorBody';
import { http } from './http';
import { serverMessage } from './serverMessage';
import { buildUser } from './userFixtures';

type User = ReturnType<typeof buildUser>;

/**
 * GET /api/user (`parameters.msw.handlers.session`) for screens that look at who is signed in although
 * anyone may see them, e.g. the landing page: nobody, or the given user.
 */
export const sessionHandlers = {
  /** Nobody is signed in: the server's 401. */
  signedOut: [
    http.get('/api/user', ({ request, response }) =>
      response(401).json(buildErrorBody({ message: serverMessage(request, 'error.unauthenticated') })),
    ),
  ],
  /** This user is signed in (a trader unless overridden). */
  signedIn: (user: User = buildUser()) => [http.get('/api/user', ({ response }) => response(200).json(user))],
};
