import type { SecureWithdrawals } from '../../entities/secureWithdrawal';
import { buildSecureWithdrawals } from '../../entities/secureWithdrawal/mocks';
import type { AntiPhishingPhrase } from '../api/getAntiPhishingPhrase';
import type { LoginEvent } from '../api/getLoginHistory';
import type { SessionSummary } from '../api/listSessions';

/**
 * What the security mock server remembers within one story: whether the app was turned on (the card reads
 * it again after the set-up), the live sessions (signing one out takes it off the list) and the recent
 * sign-ins, and the calls it answered, in order, so a story can check what was asked.
 */
export const securityMockState = {
  /** A set-up was started (a key handed out) and not yet confirmed. */
  started: false,
  /** The app is on: GET /api/user/second-factor says so. */
  enabled: false,
  /** GET /api/user/sessions, this session first. */
  sessions: [] as SessionSummary[],
  /** GET /api/user/login-history, newest first. */
  loginEvents: [] as LoginEvent[],
  /** GET /api/user/secure-withdrawals; PUT changes it. */
  secureWithdrawals: buildSecureWithdrawals(),
  /** GET /api/user/anti-phishing-phrase; PUT changes it. */
  antiPhishing: { is_set: false, set_at: null } as AntiPhishingPhrase,
  /** How many more reads the `...FailsOnce` groups refuse before they answer. */
  failuresLeft: 0,
  /** The calls answered, as "POST /api/user/second-factor/totp". */
  requests: [] as string[],
};

/** Notes a call. */
export function logSecurityRequest(request: Request): void {
  securityMockState.requests.push(`${request.method} ${new URL(request.url).pathname}`);
}

export interface SecurityMockStart {
  /** The app is on from the start. @default false */
  enabled?: boolean;
  /** The live sessions. @default none */
  sessions?: readonly SessionSummary[];
  /** The recent sign-ins. @default none */
  loginEvents?: readonly LoginEvent[];
  /** Secure-withdrawal mode as it stands. @default off, a 24-hour wait */
  secureWithdrawals?: SecureWithdrawals;
  /** Whether an anti-phishing phrase is set, and since when. @default none */
  antiPhishing?: AntiPhishingPhrase;
}

/** Forgets the previous story: nothing started, the app off (or on), and the sessions and sign-ins given. */
export function resetSecurityMocks({
  enabled = false,
  sessions = [],
  loginEvents = [],
  secureWithdrawals = buildSecureWithdrawals(),
  antiPhishing = { is_set: false, set_at: null },
}: SecurityMockStart = {}) {
  securityMockState.started = false;
  securityMockState.enabled = enabled;
  securityMockState.sessions = [...sessions];
  securityMockState.loginEvents = [...loginEvents];
  securityMockState.secureWithdrawals = secureWithdrawals;
  securityMockState.antiPhishing = antiPhishing;
  securityMockState.failuresLeft = 1;
  securityMockState.requests = [];
}
