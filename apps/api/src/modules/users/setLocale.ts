import { signedIn } from '../../http/auth.js';
import { presentUser } from './presentUser.js';
import { setUserLocale } from './usersRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** PUT /api/user/locale: remembers the language (emails and notifications use it). */
export const setLocale: OperationHandler<'setLocale'> = async (request) => {
  const { locale } = request.body;
  const { db, now } = request.server.core;
  return presentUser(await setUserLocale(db, signedIn(request).user.id, locale, now()));
};
