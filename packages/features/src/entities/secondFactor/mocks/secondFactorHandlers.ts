import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { serverMessage } from '../../../shared/mocks/serverMessage';
import type { SecondFactors } from '../secondFactor';

/** What GET /api/user/second-factor answers for a person with the authenticator app on since `at`. */
export function buildSecondFactors(overrides: Partial<SecondFactors> = {}): SecondFactors {
  return {
    totp_enabled: true,
    totp_enabled_at: '2030-01-01T08:00:00+03:30',
    recovery_codes_left: 10,
    passkeys: [],
    ...overrides,
  };
}

/** GET /api/user/second-factor, for any screen that asks: the app on (default) or not set up yet. */
export const secondFactorHandlers = {
  enabled: (overrides: Partial<SecondFactors> = {}) =>
    http.get('/api/user/second-factor', ({ response }) => response(200).json(buildSecondFactors(overrides))),
  notSetUp: () =>
    http.get('/api/user/second-factor', ({ response }) =>
      response(200).json(
        buildSecondFactors({ totp_enabled: false, totp_enabled_at: null, recovery_codes_left: 0 }),
      ),
    ),
  /**
   * POST .../passkeys/confirm-options refused: the person's last passkey was removed meanwhile (404), so the
   * device's prompt is never opened (the prompt itself is the journeys' to try).
   */
  passkeyGone: () =>
    http.post('/api/user/second-factor/passkeys/confirm-options', ({ request, response }) =>
      response(404).json(buildErrorBody({ message: serverMessage(request, 'passkey.noneRegistered') })),
    ),
};

/** One passkey as GET /api/user/second-factor lists it. */
export const SAMPLE_PASSKEY = {
  id: 1,
  name: 'Pixel 8',
  created_at: '2030-01-01T08:00:00+03:30',
  last_used_at: null,
};
