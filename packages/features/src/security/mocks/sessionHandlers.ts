import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { sayIn } from '../../shared/mocks/serverMessage';
import { securityMockMessages, type MockMessage } from './securityHandlers';
import { logSecurityRequest, securityMockState } from './securityMockState';

/** The message in the language the request asked for (default fa, like the server). */
const say = (request: Request, key: MockMessage) => sayIn(securityMockMessages, request, key);

/** A 500 with the server's message: not in the contract, so sent untyped. */
const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/** GET /api/user/sessions as the mock server stands: this session first. */
const listSessions = http.get('/api/user/sessions', ({ request, response }) => {
  logSecurityRequest(request);
  return response(200).json({ data: securityMockState.sessions });
});

/** DELETE /api/user/sessions/{id} as the server answers it: 422 for this one, 404 for one not live. */
const endSession = http.delete('/api/user/sessions/{id}', ({ params, request, response }) => {
  logSecurityRequest(request);
  const id = Number(params.id);
  const session = securityMockState.sessions.find((live) => live.id === id);
  if (session?.current) {
    return response(422).json(
      buildErrorBody({
        message: say(request, 'currentSession'),
        errors: { id: [say(request, 'currentSession')] },
      }),
    );
  }
  if (!session) return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
  securityMockState.sessions = securityMockState.sessions.filter((live) => live.id !== id);
  return response(204).empty();
});

/** DELETE /api/user/sessions: only this session is left. */
const endOtherSessions = http.delete('/api/user/sessions', ({ request, response }) => {
  logSecurityRequest(request);
  securityMockState.sessions = securityMockState.sessions.filter((live) => live.current);
  return response(204).empty();
});

/** GET /api/user/login-history: the story's sign-ins, newest first. */
const loginHistory = http.get('/api/user/login-history', ({ request, response }) => {
  logSecurityRequest(request);
  return response(200).json({ data: securityMockState.loginEvents });
});

/**
 * Named handler groups of the sessions and sign-ins (`parameters.msw.handlers.sessions`). The sessions and
 * sign-ins are the story's `resetSecurityMocks({ sessions, loginEvents })`; each group is complete on its
 * own, and the first handler for a path wins, so a group puts its exceptions first.
 */
export const sessionHandlers = {
  /** As the server runs them: signing out takes sessions off the list. */
  live: [listSessions, endSession, endOtherSessions, loginHistory],
  /** The sessions never arrive. */
  sessionsLoading: [http.get('/api/user/sessions', never), loginHistory],
  /** The first read of the sessions fails on the server (500); the next answers. */
  sessionsFailOnce: [
    http.get('/api/user/sessions', ({ request, response }) => {
      // Once it has failed, the next handler answers (and notes the call).
      if (securityMockState.failuresLeft <= 0) return undefined;
      logSecurityRequest(request);
      securityMockState.failuresLeft -= 1;
      return response.untyped(serverError(request));
    }),
    listSessions,
    endSession,
    endOtherSessions,
    loginHistory,
  ],
  /**
   * The device was signed out elsewhere (its own logout, another tab) just before the press here: the
   * session is gone and DELETE answers 404.
   */
  endedMeanwhile: [
    http.delete('/api/user/sessions/{id}', ({ params, request, response }) => {
      logSecurityRequest(request);
      const id = Number(params.id);
      securityMockState.sessions = securityMockState.sessions.filter((live) => live.id !== id);
      return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
    }),
    listSessions,
    endOtherSessions,
    loginHistory,
  ],
  /** Signing out fails on the server (500); the list stays as it was. */
  endFails: [
    http.delete('/api/user/sessions/{id}', ({ request, response }) => {
      logSecurityRequest(request);
      return response.untyped(serverError(request));
    }),
    listSessions,
    endOtherSessions,
    loginHistory,
  ],
  /** The sign-ins never arrive. */
  historyLoading: [http.get('/api/user/login-history', never), listSessions],
  /** The first read of the sign-ins fails on the server (500); the next answers. */
  historyFailsOnce: [
    http.get('/api/user/login-history', ({ request, response }) => {
      // Once it has failed, the next handler answers (and notes the call).
      if (securityMockState.failuresLeft <= 0) return undefined;
      logSecurityRequest(request);
      securityMockState.failuresLeft -= 1;
      return response.untyped(serverError(request));
    }),
    loginHistory,
    listSessions,
  ],
};
