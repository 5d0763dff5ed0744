import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { presentUser } from './presentUser.js';
import { setUserLocale } from './usersRepository.js';

/** PUT /api/user/locale: remembers the language (emails and notifications use it). */
export const setLocale: RouteHandlerMethod = async (request): Promise<components['schemas']['User']> => {
  const { locale } = request.body as components['schemas']['LocaleRequest'];
  const { db, now } = request.server.core;
  return presentUser(await setUserLocale(db, signedIn(request).user.id, locale, now()));
};
