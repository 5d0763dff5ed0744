import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { invalidField } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { hashPassword, isCommonPassword, setPasswordHash, verifyPassword } from '../users/index.js';
import { endOtherSessions } from './sessions/sessionCookie.js';

type Body = components['schemas']['PasswordSetRequest'];

/**
 * POST /api/user/password-set: sets the password and ends the person's other sessions. Right after sign-up
 * there is no password yet; changing one asks for the current one, so a session left open on a shared
 * phone cannot take the account over.
 */
export const setPassword: RouteHandlerMethod = async (
  request,
): Promise<components['schemas']['Redirect']> => {
  const auth = signedIn(request);
  const { current_password, password, password_confirmation } = request.body as Body;
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
  await endOtherSessions(request, auth.user.id, auth);
  return { redirect_to: auth.user.role === 'admin' ? '/admin' : '/panel' };
};
