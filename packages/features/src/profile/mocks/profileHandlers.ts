import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';
import { buildUser } from '../../shared/mocks/userFixtures';

/** What the mock server answers for the profile, per `X-Locale`, from the server's own catalogue. */
export const profileMockMessages = mockMessages({ serverError: 'error.internal' });

const say = (request: Request) => ({ serverError: sayIn(profileMockMessages, request, 'serverError') });

const localeSaved = http.put('/api/user/locale', async ({ request, response }) => {
  const { locale } = await request.json();
  return response(200).json(buildUser({ locale }));
});
const logoutWorks = http.post('/api/auth/logout', ({ response }) =>
  response(200).json({ redirect_to: '/login' }),
);

/**
 * Named handler groups of the profile screen (`parameters.msw.handlers.profile`), each complete: the
 * user refresh, saving the language and logging out. `user` is what GET /api/user answers.
 */
export const profileHandlers = {
  signedIn: (user = buildUser()) => [
    http.get('/api/user', ({ response }) => response(200).json(user)),
    localeSaved,
    logoutWorks,
  ],
  /** Logging out fails on the server: the person is still signed out here. */
  logoutFails: (user = buildUser()) => [
    http.get('/api/user', ({ response }) => response(200).json(user)),
    localeSaved,
    http.post('/api/auth/logout', ({ request, response }) =>
      response.untyped(Response.json(buildErrorBody({ message: say(request).serverError }), { status: 500 })),
    ),
  ],
  /** Saving the language fails: the switch happens anyway. */
  localeFails: (user = buildUser()) => [
    http.get('/api/user', ({ response }) => response(200).json(user)),
    http.put('/api/user/locale', ({ request, response }) =>
      response.untyped(Response.json(buildErrorBody({ message: say(request).serverError }), { status: 500 })),
    ),
    logoutWorks,
  ],
};
