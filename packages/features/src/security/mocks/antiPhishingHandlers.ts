import { parseDigits } from '@sarraf/ui/format';
import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import type { AntiPhishingPhrase } from '../api/getAntiPhishingPhrase';
import { phraseProblem } from '../rules/antiPhishingPhrase';
import { MOCK_FIRST_CODE } from './securityFixtures';
import { say, securityHandlers, type MockMessage } from './securityHandlers';
import { logSecurityRequest, securityMockState } from './securityMockState';

const PATH = '/api/user/anti-phishing-phrase';

/** When the fixtures' phrase was set, and the moment the mock server changes it at (its clock). */
export const PHRASE_SET_AT = '2029-12-15T18:20:00+03:30';
export const PHRASE_CHANGED_AT = '2030-01-02T09:30:00+03:30';

/** What GET /api/user/anti-phishing-phrase answers: none set by default, or set since PHRASE_SET_AT. */
export function buildAntiPhishingPhrase(overrides: Partial<AntiPhishingPhrase> = {}): AntiPhishingPhrase {
  return { is_set: false, set_at: null, ...overrides };
}

/** A phrase set since PHRASE_SET_AT. */
export const PHRASE_SET = buildAntiPhishingPhrase({ is_set: true, set_at: PHRASE_SET_AT });

/** A 422 with the message on one field, as the server's `invalidField` sends it. */
const refused = (request: Request, field: 'phrase' | 'totp_code', key: MockMessage) =>
  buildErrorBody({ message: say(request, key), errors: { [field]: [say(request, key)] } });

/** The second factors as the mock server stands (`resetSecurityMocks({ enabled })`): the card asks. */
const secondFactors = securityHandlers.enrolment;

/** GET as the mock server stands (`resetSecurityMocks({ antiPhishing })`). */
const read = http.get(PATH, ({ request, response }) => {
  logSecurityRequest(request);
  return response(200).json(securityMockState.antiPhishing);
});

/**
 * PUT in the server's order: no app is a 403; a phrase outside the rule a 422 on `phrase` (before the code is
 * looked at); a wrong code (Persian or Arabic digits read as Latin ones) a 422 on `totp_code`; then the
 * phrase is set, replaced or removed at the mock server's moment.
 */
const change = http.put(PATH, async ({ request, response }) => {
  logSecurityRequest(request);
  if (!securityMockState.enabled) {
    return response(403).json(buildErrorBody({ message: say(request, 'phraseNeedsApp') }));
  }
  const { phrase, totp_code } = await request.json();
  if (phrase !== null && phraseProblem(phrase) !== null) {
    return response(422).json(refused(request, 'phrase', 'phraseInvalid'));
  }
  if (parseDigits((totp_code ?? '').trim()) !== MOCK_FIRST_CODE) {
    return response(422).json(refused(request, 'totp_code', 'codeWrong'));
  }
  securityMockState.antiPhishing =
    phrase === null ? buildAntiPhishingPhrase() : { is_set: true, set_at: PHRASE_CHANGED_AT };
  return response(200).json(securityMockState.antiPhishing);
});

/**
 * Named handler groups of the anti-phishing phrase (`parameters.msw.handlers.antiPhishing`), each complete
 * on its own (the card reads the second factors too); the state the story starts from is
 * `resetSecurityMocks({ enabled, antiPhishing })`. The right code is MOCK_FIRST_CODE.
 */
export const antiPhishingMockHandlers = {
  /** The phrase as the server runs it: with no app on (`enabled: false`) every change is a 403. */
  ready: [read, change, ...secondFactors],
  /** The phrase never arrives. */
  loading: [
    http.get(PATH, async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
    ...secondFactors,
  ],
  /** The first read fails on the server (500, its message in the request's language); the next answers. */
  failsOnce: [
    http.get(PATH, ({ request, response }) => {
      // Once it has failed, the next handler answers (and notes the call).
      if (securityMockState.failuresLeft <= 0) return undefined;
      logSecurityRequest(request);
      securityMockState.failuresLeft -= 1;
      return response.untyped(
        Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 }),
      );
    }),
    read,
    change,
    ...secondFactors,
  ],
  /** The app was turned off in another tab after the card loaded: the change is a 403, the app reads off. */
  appTurnedOffMeanwhile: [
    http.put(PATH, ({ request, response }) => {
      logSecurityRequest(request);
      securityMockState.enabled = false;
      return response(403).json(buildErrorBody({ message: say(request, 'phraseNeedsApp') }));
    }),
    read,
    ...secondFactors,
  ],
};
