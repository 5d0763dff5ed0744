import { invalidField } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { hashPassword, isCommonPassword, setPasswordHash, verifyPassword } from '../users/index.js';
import { endOtherSessions } from './sessions/sessionCookie.js';
import { holdWithdrawalsAfter } from './withdrawalHold.js';
import { signedInDestination } from './signedInDestination.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * POST /api/user/password-set: sets the password and ends the person's other sessions. Right after sign-up
 * there is no password yet; changing one asks for the current one, so a session left open on a shared
 * phone cannot take the account over.
 */
export const setPassword: OperationHandler<'setPassword'> = async (request) => {
  const auth = signedIn(request);
  const { current_password, password, password_confirmation } = request.body;
  if (auth.user.password_hash !== null) {
    if (!current_password) throw invalidField('current_password', 'password.currentRequired');
    if (!(await verifyPassword(auth.user.password_hash, current_password))) {
      throw invalidField('current_password', 'password.currentWrong');
    }
  }
  if (password !== password_confirmation) throw invalidField('password_confirmation', 'password.mismatch');
  if (isCommonPassword(password)) throw invalidField('password', 'password.common');
  const { db, now } = request.server.core;
  await setPasswordHash(db, auth.user.id, await hashPassword(password), now());
  // A password changed is a risky change; the first one (after sign-up, or in place of a one-time one) is not.
  const changed = auth.user.password_hash !== null && !auth.user.must_change_password;
  if (changed) await holdWithdrawalsAfter(request, auth.user.id, 'password_changed');
  await endOtherSessions(request, auth.user.id, auth);
  const destination = { role: auth.user.role, must_change_password: false };
  return { redirect_to: signedInDestination(destination, { hasSecondFactor: auth.hasSecondFactor }) };
};
