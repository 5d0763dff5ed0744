import { parseDigits } from '@sarraf/ui/format';
import type { Passkey } from '../../entities/secondFactor';
import { buildSecondFactors } from '../../entities/secondFactor/mocks';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { MOCK_FIRST_CODE, MOCK_PASSWORD } from './securityFixtures';
import { say } from './securityHandlers';
import { logSecurityRequest } from './securityMockState';

/** Two passkeys as the server lists them: a phone used today, a laptop never used since it was added. */
export function buildPasskeys(): Passkey[] {
  return [
    {
      id: 1,
      name: 'Pixel 8',
      created_at: '2030-01-01T08:00:00+03:30',
      last_used_at: '2030-01-03T19:42:00+03:30',
    },
    { id: 2, name: 'MacBook کار', created_at: '2030-01-02T10:15:00+03:30', last_used_at: null },
  ];
}

/** What the passkey mocks remember within a story: the person's passkeys, as renames and removals leave them. */
export const passkeyMockState = { passkeys: [] as Passkey[] };

export function resetPasskeyMocks(passkeys: Passkey[] = []): void {
  passkeyMockState.passkeys = passkeys;
}

const refused = (request: Request, field: 'password' | 'code', key: 'passwordWrong' | 'codeWrong') =>
  buildErrorBody({ message: say(request, key), errors: { [field]: [say(request, key)] } });

/** The password, then the app's code (Persian or Arabic digits read as Latin ones), as the server checks. */
async function refusal(request: Request) {
  const { password, code } = (await request.json()) as { password: string; code?: string };
  if (password !== MOCK_PASSWORD) return refused(request, 'password', 'passwordWrong');
  if (parseDigits((code ?? '').trim()) !== MOCK_FIRST_CODE) return refused(request, 'code', 'codeWrong');
  return undefined;
}

const factors = (appOn: boolean) =>
  http.get('/api/user/second-factor', ({ request, response }) => {
    logSecurityRequest(request);
    return response(200).json(
      appOn
        ? buildSecondFactors({ passkeys: passkeyMockState.passkeys })
        : buildSecondFactors({ totp_enabled: false, totp_enabled_at: null, recovery_codes_left: 0 }),
    );
  });

/** Adding stops at the server's checks in the workbench: the device's prompt is the journeys' to try. */
const startAdding = http.post('/api/user/second-factor/passkeys/options', async ({ request, response }) => {
  logSecurityRequest(request);
  const problem = await refusal(request);
  if (problem) return response(422).json(problem);
  return response(503).json(buildErrorBody({ message: say(request, 'serverError') }));
});

const rename = http.patch(
  '/api/user/second-factor/passkeys/{passkeyId}',
  async ({ request, params, response }) => {
    logSecurityRequest(request);
    const { name } = await request.json();
    const passkey = passkeyMockState.passkeys.find((one) => one.id === Number(params.passkeyId));
    if (!passkey) return response(404).json(buildErrorBody({ message: say(request, 'notFound') }));
    passkey.name = name;
    return response(200).json(passkey);
  },
);

const remove = http.post(
  '/api/user/second-factor/passkeys/{passkeyId}/remove',
  async ({ request, params, response }) => {
    logSecurityRequest(request);
    const problem = await refusal(request);
    if (problem) return response(422).json(problem);
    passkeyMockState.passkeys = passkeyMockState.passkeys.filter(
      (one) => one.id !== Number(params.passkeyId),
    );
    return response.untyped(new Response(null, { status: 204 }));
  },
);

/** Handler groups of the passkeys card (`parameters.msw.handlers.security`), each complete on its own. */
export const passkeyHandlers = {
  /** The app is on; the passkeys as the state holds them; adding, renaming and removing as the server checks. */
  appOn: [factors(true), startAdding, rename, remove],
  /** The app is off: no passkey can be added yet. */
  appOff: [factors(false)],
};
