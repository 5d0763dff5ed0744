import { parseDigits } from '@sarraf/ui/format';
import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { MOCK_FIRST_CODE } from './securityFixtures';
import { say, type MockMessage } from './securityHandlers';
import { logSecurityRequest, securityMockState } from './securityMockState';

/** The moment the mock server turns the mode on or off at: its clock, as the fixtures' dates are. */
export const SECURE_CHANGED_AT = '2030-01-02T09:30:00+03:30';

/** `at` plus `hours`, as the server writes moments (UTC). */
const hoursAfter = (at: string, hours: number) => new Date(Date.parse(at) + hours * 3_600_000).toISOString();

const refusedCode = (request: Request, key: MockMessage) =>
  buildErrorBody({ message: say(request, key), errors: { totp_code: [say(request, key)] } });

/** GET /api/user/secure-withdrawals as the mock server stands (`resetSecurityMocks({ secureWithdrawals })`). */
const read = http.get('/api/user/secure-withdrawals', ({ request, response }) => {
  logSecurityRequest(request);
  return response(200).json(securityMockState.secureWithdrawals);
});

/**
 * PUT as the server runs it: the app's code (Persian or Arabic digits read as Latin ones), then on at once,
 * off after the wait, on again while ending keeps it on.
 */
const change = http.put('/api/user/secure-withdrawals', async ({ request, response }) => {
  logSecurityRequest(request);
  const { on, totp_code } = await request.json();
  if (parseDigits((totp_code ?? '').trim()) !== MOCK_FIRST_CODE) {
    return response(422).json(refusedCode(request, 'codeWrong'));
  }
  const mode = securityMockState.secureWithdrawals;
  securityMockState.secureWithdrawals = on
    ? { ...mode, is_on: true, on_since: mode.is_on ? mode.on_since : SECURE_CHANGED_AT, ends_at: null }
    : mode.is_on
      ? { ...mode, ends_at: mode.ends_at ?? hoursAfter(SECURE_CHANGED_AT, mode.wait_hours) }
      : mode;
  return response(200).json(securityMockState.secureWithdrawals);
});

/**
 * Named handler groups of secure withdrawals (`parameters.msw.handlers.secureWithdrawals`); the mode the
 * story starts from is `resetSecurityMocks({ secureWithdrawals })`. The right code is MOCK_FIRST_CODE.
 */
export const secureWithdrawalsMockHandlers = {
  /** The mode as the server runs it. */
  ready: [read, change],
  /** The mode never arrives. */
  loading: [
    http.get('/api/user/secure-withdrawals', async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
  /** No authenticator app on the account: the server refuses any change (403, its own words). */
  noApp: [
    http.put('/api/user/secure-withdrawals', ({ request, response }) => {
      logSecurityRequest(request);
      return response(403).json(buildErrorBody({ message: say(request, 'secureNeedsApp') }));
    }),
    read,
  ],
};
