import { parseDigits } from '@sarraf/ui/format';
import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { MOCK_FIRST_CODE, MOCK_PASSWORD, MOCK_RECOVERY_CODES } from './securityFixtures';
import { say, securityHandlers, type MockMessage } from './securityHandlers';
import { logSecurityRequest, securityMockState } from './securityMockState';

const PATH = '/api/user/second-factor/totp/remove';

/** A 422 with the message on one field, as the server's `invalidField` sends it. */
const refused = (request: Request, field: 'password' | 'code' | 'recovery_code', key: MockMessage) =>
  buildErrorBody({ message: say(request, key), errors: { [field]: [say(request, key)] } });

/**
 * Turning the app off as the server checks it: the password first, then the code (Persian or Arabic digits
 * read as Latin ones) or an unused recovery code; the app is then off for the card's next read.
 */
const remove = http.post(PATH, async ({ request, response }) => {
  logSecurityRequest(request);
  const { password, code, recovery_code: recoveryCode } = await request.json();
  if (!securityMockState.enabled) {
    return response(409).json(buildErrorBody({ message: say(request, 'notOn') }));
  }
  if (password !== MOCK_PASSWORD) return response(422).json(refused(request, 'password', 'passwordWrong'));
  if (recoveryCode !== undefined) {
    const known = (MOCK_RECOVERY_CODES as readonly string[]).includes(recoveryCode.toUpperCase());
    if (!known) return response(422).json(refused(request, 'recovery_code', 'recoveryCodeWrong'));
  } else if (parseDigits((code ?? '').trim()) !== MOCK_FIRST_CODE) {
    return response(422).json(refused(request, 'code', 'codeWrong'));
  }
  securityMockState.enabled = false;
  return response.untyped(new Response(null, { status: 204 }));
});

/** Handler groups of turning the app off (`parameters.msw.handlers.security`), each complete on its own. */
export const removeAppHandlers = {
  /** The server's rules; the status reads on from what the removal left. */
  removal: [remove, ...securityHandlers.enrolment],
  /** The removal never answers: the dialog stays, pending. */
  pending: [
    http.post(PATH, async ({ request }) => {
      logSecurityRequest(request);
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
    ...securityHandlers.enrolment,
  ],
};
