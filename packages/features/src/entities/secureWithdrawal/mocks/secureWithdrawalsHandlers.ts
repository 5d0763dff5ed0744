import { http } from '../../../shared/mocks/http';
import type { SecureWithdrawals } from '../secureWithdrawal';

/** When the fixtures' mode was turned on, and when an ending one stops being in force. */
export const SECURE_ON_SINCE = '2030-01-01T08:00:00+03:30';
export const SECURE_ENDS_AT = '2030-01-03T09:30:00+03:30';

/** What GET /api/user/secure-withdrawals answers: off by default, with the server's 24-hour wait. */
export function buildSecureWithdrawals(overrides: Partial<SecureWithdrawals> = {}): SecureWithdrawals {
  return { is_on: false, on_since: null, ends_at: null, wait_hours: 24, ...overrides };
}

/** GET /api/user/secure-withdrawals, for any screen that asks: off (default), on, or ending. */
export const secureWithdrawalsHandlers = {
  off: () =>
    http.get('/api/user/secure-withdrawals', ({ response }) => response(200).json(buildSecureWithdrawals())),
  on: () =>
    http.get('/api/user/secure-withdrawals', ({ response }) =>
      response(200).json(buildSecureWithdrawals({ is_on: true, on_since: SECURE_ON_SINCE })),
    ),
  ending: () =>
    http.get('/api/user/secure-withdrawals', ({ response }) =>
      response(200).json(
        buildSecureWithdrawals({ is_on: true, on_since: SECURE_ON_SINCE, ends_at: SECURE_ENDS_AT }),
      ),
    ),
};
