import { http } from '../../../shared/mocks/http';
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
};
