import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';
import { buildUser } from '../../shared/mocks/userFixtures';
import { buildCaptchaChallenge } from './authFixtures';

const captcha = http.get('/api/captcha/challenge', async ({ response }) =>
  response(200).json(await buildCaptchaChallenge()),
);

const signedOut = http.get('/api/user', ({ request, response }) =>
  response(401).json(buildErrorBody({ message: say(request, 'unauthenticated') })),
);

const signedIn = http.get('/api/user', ({ response }) => response(200).json(buildUser()));

const logoutOk = http.post('/api/auth/logout', ({ response }) =>
  response(200).json({ redirect_to: '/login' }),
);

/** Seconds of the mocked per-address login limit (Retry-After of `rateLimited`). */
export const MOCK_LOGIN_RETRY_AFTER = 60;

/** Seconds an account stays locked after repeated wrong passwords in `lockedOut` (the server's 15 minutes). */
export const MOCK_LOCKOUT_SECONDS = 15 * 60;

/**
 * The messages the mocks answer with, per `X-Locale`, from the server's own catalogue (waits over a minute
 * in minutes, numbers in the locale's digits); stories assert exactly these.
 */
export const authMockMessages = mockMessages({
  unauthenticated: 'error.unauthenticated',
  invalidCredentials: 'auth.invalidCredentials',
  validation: 'error.validation',
  validationEmail: 'validation.format',
  serverError: 'error.internal',
  rateLimited: ['error.tooManyRequests', { seconds: MOCK_LOGIN_RETRY_AFTER }],
  lockedOut: ['auth.lockedOut', { minutes: MOCK_LOCKOUT_SECONDS / 60 }],
  codeWrong: 'secondFactor.codeWrong',
  recoveryCodeWrong: 'secondFactor.recoveryCodeWrong',
  secondFactorExpired: 'auth.secondFactorExpired',
  noPasskey: 'passkey.noneRegistered',
});

/** The code the mocked authenticator app shows, and the one recovery code the mocked account has left. */
export const MOCK_TOTP_CODE = '123456';
export const MOCK_RECOVERY_CODE = '7KQ2-M9XD-4TPA';

type MockMessage = keyof (typeof authMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
function say(request: Request, key: MockMessage): string {
  return sayIn(authMockMessages, request, key);
}

/** The password was right for an account with a second factor: the code is asked next. */
const secondFactorRequired = http.post('/api/auth/login', ({ response }) =>
  response(200).json({ redirect_to: '/panel', second_factor_required: true }),
);

/** The second step as the server answers it: the app's code or the recovery code, each case-blind. */
const secondFactorChecked = http.post('/api/auth/login/second-factor', async ({ request, response }) => {
  const body = await request.json();
  const recovery = body.recovery_code?.toUpperCase().replace(/[\s-]/g, '');
  if (body.code === MOCK_TOTP_CODE || recovery === MOCK_RECOVERY_CODE.replace(/-/g, '')) {
    return response(200).json({ redirect_to: '/panel' });
  }
  const [field, key] =
    body.code === undefined
      ? (['recovery_code', 'recoveryCodeWrong'] as const)
      : (['code', 'codeWrong'] as const);
  return response(422).json(
    buildErrorBody({ message: say(request, key), errors: { [field]: [say(request, key)] } }),
  );
});

/** The account has no passkey: its challenge is refused (404), before the device's prompt is opened. */
const noPasskey = http.post('/api/auth/login/second-factor/passkey-options', ({ request, response }) =>
  response(404).json(buildErrorBody({ message: say(request, 'noPasskey') })),
);

/**
 * Named handler groups for the login journey (msw-storybook-addon: `parameters.msw.handlers.auth`).
 * Each group is complete on its own: captcha, login, user and logout.
 */
export const authHandlers = {
  /** Login works; the user fetch answers the signed-in user. */
  success: [
    captcha,
    http.post('/api/auth/login', ({ response }) => response(200).json({ redirect_to: '/panel' })),
    signedIn,
    logoutOk,
  ],
  /** An account with an authenticator app: the password, then the code (or a recovery code). */
  secondFactor: [captcha, secondFactorRequired, secondFactorChecked, noPasskey, signedIn, logoutOk],
  /** The second step came too late: the server forgot the pending login (409). */
  secondFactorExpired: [
    captcha,
    secondFactorRequired,
    http.post('/api/auth/login/second-factor', ({ request, response }) =>
      response(409).json(buildErrorBody({ message: say(request, 'secondFactorExpired') })),
    ),
    http.post('/api/auth/login/second-factor/passkey-options', ({ request, response }) =>
      response(409).json(buildErrorBody({ message: say(request, 'secondFactorExpired') })),
    ),
    signedOut,
  ],
  /** Login works for an operator account made with a one-time password: it must set its own first. */
  mustChangePassword: [
    captcha,
    http.post('/api/auth/login', ({ response }) => response(200).json({ redirect_to: '/user/password-set' })),
    http.get('/api/user', ({ response }) => response(200).json(buildUser({ must_change_password: true }))),
    logoutOk,
  ],
  /** Wrong email or password: 422 with the same answer for both (the contract says so). */
  invalidCredentials: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: say(request, 'invalidCredentials'),
          errors: { email: [say(request, 'invalidCredentials')] },
        }),
      ),
    ),
    signedOut,
  ],
  /** The server refuses a field the client let through. */
  validation: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response(422).json(
        buildErrorBody({
          message: say(request, 'validation'),
          errors: { email: [say(request, 'validationEmail')] },
        }),
      ),
    ),
    signedOut,
  ],
  /** Anything unexpected on the server (a status the contract does not list for login). */
  serverError: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      ),
    ),
    signedOut,
  ],
  /** Too many attempts from this address. */
  rateLimited: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response(429).json(buildErrorBody({ message: say(request, 'rateLimited') }), {
        headers: { 'Retry-After': String(MOCK_LOGIN_RETRY_AFTER) },
      }),
    ),
    signedOut,
  ],
  /** The account is locked after repeated wrong passwords: 429, the wait said in minutes. */
  lockedOut: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response(429).json(buildErrorBody({ message: say(request, 'lockedOut') }), {
        headers: { 'Retry-After': String(MOCK_LOCKOUT_SECONDS) },
      }),
    ),
    signedOut,
  ],
  /** The login call never answers: the submitting state stays on screen. */
  loading: [
    captcha,
    http.post('/api/auth/login', async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
    signedOut,
  ],
  /** The captcha challenge cannot be fetched. */
  captchaFails: [
    http.get('/api/captcha/challenge', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
  /** The captcha challenge never arrives: the control stays in its verifying state. */
  captchaLoading: [
    http.get('/api/captcha/challenge', async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
  /** Nobody is signed in (a protected page's user fetch answers 401). */
  signedOut: [captcha, signedOut, logoutOk],
  /** Signed in, and logout fails on the server: the app still signs the user out. */
  logoutFails: [
    captcha,
    signedIn,
    http.post('/api/auth/logout', ({ request, response }) =>
      response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      ),
    ),
  ],
};
