import { parseDigits } from '@sarraf/ui/format';
import { delay } from 'msw';
import { buildSecondFactors } from '../../entities/secondFactor/mocks';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';
import {
  buildRecoveryCodes,
  buildTotpEnrolment,
  MOCK_FIRST_CODE,
  MOCK_PASSWORD,
  MOCK_RECOVERY_CODES,
} from './securityFixtures';
import { logSecurityRequest, securityMockState } from './securityMockState';

/**
 * The messages the mocks answer with, per `X-Locale`, from the server's own catalogue; stories assert
 * exactly these.
 */
export const securityMockMessages = mockMessages({
  passwordWrong: 'password.wrong',
  codeWrong: 'secondFactor.codeWrong',
  recoveryCodeWrong: 'secondFactor.recoveryCodeWrong',
  notOn: 'secondFactor.notOn',
  alreadyOn: 'secondFactor.alreadyOn',
  notStarted: 'secondFactor.notStarted',
  serverError: 'error.internal',
  notFound: 'error.notFound',
  currentSession: 'sessions.currentIsLogout',
  secureNeedsApp: 'secureWithdrawals.secondFactorRequired',
  phraseNeedsApp: 'antiPhishing.secondFactorRequired',
  phraseInvalid: 'antiPhishing.phraseInvalid',
});

export type MockMessage = keyof (typeof securityMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export const say = (request: Request, key: MockMessage) => sayIn(securityMockMessages, request, key);

/** A 422 with the message on one field, as the server's `invalidField` sends it. */
const refused = (request: Request, field: 'password' | 'code', key: MockMessage) =>
  buildErrorBody({ message: say(request, key), errors: { [field]: [say(request, key)] } });

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/** GET /api/user/second-factor as the mock server stands: off, or on since the set-up with ten codes. */
const secondFactors = http.get('/api/user/second-factor', ({ request, response }) => {
  logSecurityRequest(request);
  return response(200).json(
    securityMockState.enabled
      ? buildSecondFactors({ recovery_codes_left: MOCK_RECOVERY_CODES.length })
      : buildSecondFactors({ totp_enabled: false, totp_enabled_at: null, recovery_codes_left: 0 }),
  );
});

/** The set-up's first step as the server answers it: the right password hands out a key. */
const start = http.post('/api/user/second-factor/totp', async ({ request, response }) => {
  logSecurityRequest(request);
  const { password } = await request.json();
  if (securityMockState.enabled) {
    return response(409).json(buildErrorBody({ message: say(request, 'alreadyOn') }));
  }
  if (password !== MOCK_PASSWORD) return response(422).json(refused(request, 'password', 'passwordWrong'));
  securityMockState.started = true;
  return response(200).json(buildTotpEnrolment());
});

/** The first code as the server checks it: Persian or Arabic digits read as Latin ones. */
const confirm = http.post('/api/user/second-factor/totp/confirm', async ({ request, response }) => {
  logSecurityRequest(request);
  const { code } = await request.json();
  if (securityMockState.enabled) {
    return response(409).json(buildErrorBody({ message: say(request, 'alreadyOn') }));
  }
  if (!securityMockState.started) {
    return response(409).json(buildErrorBody({ message: say(request, 'notStarted') }));
  }
  if (parseDigits(code.trim()) !== MOCK_FIRST_CODE) {
    return response(422).json(refused(request, 'code', 'codeWrong'));
  }
  securityMockState.enabled = true;
  securityMockState.started = false;
  return response(200).json(buildRecoveryCodes());
});

/**
 * Named handler groups of the account's security (msw-storybook-addon: `parameters.msw.handlers.security`).
 * Each is complete on its own; the first handler for a path wins, so a group puts its exceptions first.
 * Whether the app starts on or off is the story's `resetSecurityMocks({ enabled })`.
 */
export const securityHandlers = {
  /** The set-up as the server runs it: the right password starts it, the right first code turns it on. */
  enrolment: [secondFactors, start, confirm],
  /** Every password is wrong: 422 on the password field. */
  wrongPassword: [
    http.post('/api/user/second-factor/totp', ({ request, response }) => {
      logSecurityRequest(request);
      return response(422).json(refused(request, 'password', 'passwordWrong'));
    }),
    secondFactors,
    confirm,
  ],
  /** The set-up starts, and every first code is wrong: 422 on the code field. */
  wrongCode: [
    http.post('/api/user/second-factor/totp/confirm', ({ request, response }) => {
      logSecurityRequest(request);
      return response(422).json(refused(request, 'code', 'codeWrong'));
    }),
    secondFactors,
    start,
  ],
  /** Another tab turned the app on meanwhile: 409, and the status reads on from now. */
  alreadyOn: [
    http.post('/api/user/second-factor/totp', ({ request, response }) => {
      logSecurityRequest(request);
      securityMockState.enabled = true;
      return response(409).json(buildErrorBody({ message: say(request, 'alreadyOn') }));
    }),
    secondFactors,
    confirm,
  ],
  /** The status never arrives. */
  loading: [http.get('/api/user/second-factor', never)],
  /** The status fails on the server (500, its message in the request's language). */
  serverError: [
    http.get('/api/user/second-factor', ({ request, response }) => {
      logSecurityRequest(request);
      return response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      );
    }),
  ],
};
