import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { requireSession } from '../auth/requireSession.js';
import { presentUser } from './presentUser.js';

/** PUT /api/user/locale: remembers the language (emails and notifications use it). */
export const setLocale: RouteHandlerMethod = async (request): Promise<components['schemas']['User']> => {
  const session = await requireSession(request);
  const { locale } = request.body as components['schemas']['LocaleRequest'];
  const { users, now } = request.server.services;
  await users.setLocale(session.userId, locale, now());
  const user = await users.findById(session.userId);
  if (!user) throw new HttpError(401, 'error.unauthenticated');
  return presentUser(user);
};
