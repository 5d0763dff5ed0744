import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { MOCK_RESEND_IN, MOCK_RETRY_AFTER, sayFlow } from './flowMockMessages';

/** Both sends work: `fs: 1` answers "sent", `fs: 0` "resent", each with the cooldown. */
const sendWorks = http.post('/api/auth/sign-up/otp', async ({ request, response }) => {
  const { fs } = await request.clone().json();
  return response(200).json({
    message: sayFlow(request, fs === 1 ? 'otpSent' : 'otpResent'),
    resend_in: MOCK_RESEND_IN,
  });
});

const verifyWorks = http.post('/api/auth/sign-up/verify-otp', ({ response }) =>
  response(200).json({ redirect_to: '/user/password-set' }),
);

/** After a verify the session exists: the user fetch answers a newcomer without a password. */
const newcomer = http.get('/api/user', ({ response }) =>
  response(200).json(buildUser({ email: 'new@example.com', has_password: false })),
);

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayFlow(request, 'serverError') }), { status: 500 });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/**
 * Named handler groups for sign-up and its code (msw-storybook-addon: `parameters.msw.handlers.auth`).
 * Each group is complete on its own: send, resend, verify and the user fetch after it.
 */
export const signUpHandlers = {
  /** Every call works. */
  success: [sendWorks, verifyWorks, newcomer],
  /** The server refuses the email with field errors (two messages on one field). */
  validation: [
    http.post('/api/auth/sign-up/otp', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayFlow(request, 'validation'),
          errors: { email: [sayFlow(request, 'emailFormat'), sayFlow(request, 'emailTooLong')] },
        }),
      ),
    ),
  ],
  /** Anything unexpected: no field errors, so sign-up says its default "registration error". */
  serverError: [
    http.post('/api/auth/sign-up/otp', ({ request, response }) => response.untyped(serverError(request))),
    http.post('/api/auth/sign-up/verify-otp', ({ request, response }) =>
      response.untyped(serverError(request)),
    ),
  ],
  /** The first send never answers: the submitting state stays on screen. */
  loading: [http.post('/api/auth/sign-up/otp', never)],
  /** A wrong or expired code: 422 naming `code`. */
  invalidCode: [
    sendWorks,
    http.post('/api/auth/sign-up/verify-otp', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: sayFlow(request, 'otpInvalid'),
          errors: { code: [sayFlow(request, 'otpInvalid')] },
        }),
      ),
    ),
  ],
  /** Verify never answers. */
  verifying: [sendWorks, http.post('/api/auth/sign-up/verify-otp', never)],
  /** A resend fails on the server. */
  resendFails: [
    http.post('/api/auth/sign-up/otp', ({ request, response }) => response.untyped(serverError(request))),
    verifyWorks,
    newcomer,
  ],
  /** A resend within the cooldown: 429 with Retry-After. */
  rateLimited: [
    http.post('/api/auth/sign-up/otp', ({ request, response }) =>
      response(429).json(buildErrorBody({ message: sayFlow(request, 'cooldown') }), {
        headers: { 'Retry-After': String(MOCK_RETRY_AFTER) },
      }),
    ),
    verifyWorks,
    newcomer,
  ],
};
