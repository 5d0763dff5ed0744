import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { presentPasskey } from '../passkeys/presentPasskey.js';
import { passkeysOf } from '../passkeys/passkeyRepository.js';
import { recoveryCodesLeft, totpFactorOf } from './secondFactorRepository.js';

/** GET /api/user/second-factor: whether an authenticator app is on, the recovery codes left, the passkeys. */
export const getSecondFactors: OperationHandler<'getSecondFactors'> = async (request) => {
  const { user } = signedIn(request);
  const { db } = request.server.core;
  const factor = await totpFactorOf(db, user.id);
  const enabledAt = factor?.enabled_at ?? null;
  return {
    totp_enabled: enabledAt !== null,
    totp_enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await recoveryCodesLeft(db, user.id) : 0,
    passkeys: (await passkeysOf(db, user.id)).map(presentPasskey),
  };
};
