import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { MOCK_RESEND_IN, MOCK_RETRY_AFTER, sayFlow, type FlowMockMessage } from './flowMockMessages';

const setWorks = http.post('/api/user/password-set', ({ response }) =>
  response(200).json({ redirect_to: '/panel' }),
);

const codeWorks = http.post('/api/auth/forget-password/code', ({ request, response }) =>
  response(200).json({ message: sayFlow(request, 'resetSent'), resend_in: MOCK_RESEND_IN }),
);

const resetWorks = http.post('/api/auth/forget-password/email', ({ response }) =>
  response(200).json({ redirect_to: '/login' }),
);

const signedIn = http.get('/api/user', ({ response }) => response(200).json(buildUser()));

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayFlow(request, 'serverError') }), { status: 500 });

/** A 422 naming one field, as the server sends it: the field's message doubles as the summary message. */
const refusal = (request: Request, field: string, message: FlowMockMessage) =>
  buildErrorBody({
    message: sayFlow(request, message),
    errors: { [field]: [sayFlow(request, message)] },
  });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/**
 * Named handler groups for setting and recovering a password (`parameters.msw.handlers.auth`). Each group
 * is complete on its own: set, send the reset code, reset, and the user fetch.
 */
export const passwordHandlers = {
  /** Every call works. */
  success: [setWorks, codeWorks, resetWorks, signedIn],
  /** Anything unexpected on the server. */
  serverError: [
    http.post('/api/user/password-set', ({ request, response }) => response.untyped(serverError(request))),
    http.post('/api/auth/forget-password/code', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
    http.post('/api/auth/forget-password/email', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
  ],
  /** The server refuses the email of the reset-code form. */
  validation: [
    http.post('/api/auth/forget-password/code', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayFlow(request, 'validation'),
          errors: { email: [sayFlow(request, 'emailFormat')] },
        }),
      ),
    ),
  ],
  /** The session ended before the password was set. */
  unauthenticated: [
    http.post('/api/user/password-set', ({ request, response }) =>
      response(401).json(buildErrorBody({ message: sayFlow(request, 'unauthenticated') })),
    ),
  ],
  /** Nothing ever answers: the submitting states stay on screen. */
  loading: [
    http.post('/api/user/password-set', never),
    http.post('/api/auth/forget-password/code', never),
    http.post('/api/auth/forget-password/email', never),
  ],
  /** A wrong or expired reset code: 422 naming `code`. */
  invalidCode: [
    codeWorks,
    http.post('/api/auth/forget-password/email', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayFlow(request, 'otpInvalid'),
          errors: { code: [sayFlow(request, 'otpInvalid')] },
        }),
      ),
    ),
  ],
  /** The new password is on the server's common-password list: 422 naming `password`, on set and on reset. */
  commonPassword: [
    codeWorks,
    signedIn,
    http.post('/api/user/password-set', ({ request, response }) =>
      response(422).json(refusal(request, 'password', 'passwordCommon')),
    ),
    http.post('/api/auth/forget-password/email', ({ request, response }) =>
      response(422).json(refusal(request, 'password', 'passwordCommon')),
    ),
  ],
  /** The current (or one-time) password given with a change is wrong: 422 naming `current_password`. */
  wrongCurrentPassword: [
    signedIn,
    http.post('/api/user/password-set', ({ request, response }) =>
      response(422).json(refusal(request, 'current_password', 'currentPasswordWrong')),
    ),
  ],
  /** Too many reset-code requests: 429 with Retry-After. */
  rateLimited: [
    http.post('/api/auth/forget-password/code', ({ request, response }) =>
      response(429).json(buildErrorBody({ message: sayFlow(request, 'tooManyRequests') }), {
        headers: { 'Retry-After': String(MOCK_RETRY_AFTER) },
      }),
    ),
    resetWorks,
  ],
};
