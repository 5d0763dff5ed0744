import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { hashPassword } from '../auth/passwordHasher.js';
import { requireSession } from '../auth/requireSession.js';

type Body = components['schemas']['PasswordSetRequest'];

/** POST /api/user/password-set: sets the password and ends the person's other sessions. */
export const setPassword: RouteHandlerMethod = async (
  request,
): Promise<components['schemas']['Redirect']> => {
  const session = await requireSession(request);
  const { password, password_confirmation } = request.body as Body;
  if (password !== password_confirmation) {
    throw new HttpError(422, 'password.mismatch', { password_confirmation: ['password.mismatch'] });
  }
  const { users, sessions, now } = request.server.services;
  await users.setPasswordHash(session.userId, await hashPassword(password), now());
  await sessions.endOthers(session.userId, session);
  return { redirect_to: '/panel' };
};
