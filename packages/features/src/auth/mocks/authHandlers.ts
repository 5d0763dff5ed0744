import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
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

/** The messages the mocks answer with, per `X-Locale` as the server does; stories assert exactly these. */
export const authMockMessages = {
  fa: {
    unauthenticated: 'احراز هویت نشده‌اید.',
    invalidCredentials: 'ایمیل یا رمز عبور اشتباه است.',
    validation: 'داده‌های ارسالی معتبر نیستند.',
    validationEmail: 'ایمیل باید یک آدرس ایمیل معتبر باشد.',
    serverError: 'خطای سرور',
    rateLimited: 'تلاش‌های ورود بیش از حد مجاز است. لطفاً ۶۰ ثانیه دیگر دوباره تلاش کنید.',
  },
  en: {
    unauthenticated: 'Unauthenticated.',
    invalidCredentials: 'These credentials do not match our records.',
    validation: 'The given data was invalid.',
    validationEmail: 'The email field must be a valid email address.',
    serverError: 'Server Error',
    rateLimited: 'Too many login attempts. Please try again in 60 seconds.',
  },
} as const;

type MockMessage = keyof (typeof authMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
function say(request: Request, key: MockMessage): string {
  return authMockMessages[request.headers.get('X-Locale') === 'en' ? 'en' : 'fa'][key];
}

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
  /** Too many attempts. */
  rateLimited: [
    captcha,
    http.post('/api/auth/login', ({ request, response }) =>
      response(429).json(buildErrorBody({ message: say(request, 'rateLimited') }), {
        headers: { 'Retry-After': '60' },
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
