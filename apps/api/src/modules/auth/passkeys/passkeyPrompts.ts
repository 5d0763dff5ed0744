import { DomainError } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { pendingLoginOf } from '../secondFactor/pendingLogin.js';
import { passkeyPromptFor } from './passkeyCeremony.js';

const noPasskey = () => new DomainError('notFound', 'passkey.noneRegistered');

/** POST /api/auth/login/second-factor/passkey-options: a challenge for the pending login's person. */
export const startPasskeyLogin: OperationHandler<'startPasskeyLogin'> = async (request) => {
  const { db, now, config } = request.server.core;
  const pending = await pendingLoginOf(request);
  if (!pending) throw new DomainError('conflict', 'auth.secondFactorExpired');
  const options = await passkeyPromptFor(db, config, {
    userId: pending.user_id,
    purpose: 'login',
    at: now(),
  });
  if (!options) throw noPasskey();
  return options;
};

/** POST /api/user/second-factor/passkeys/confirm-options: a challenge to confirm a money step with. */
export const startPasskeyConfirmation: OperationHandler<'startPasskeyConfirmation'> = async (request) => {
  const { db, now, config } = request.server.core;
  const { user } = signedIn(request);
  const options = await passkeyPromptFor(db, config, { userId: user.id, purpose: 'confirm', at: now() });
  if (!options) throw noPasskey();
  return options;
};
