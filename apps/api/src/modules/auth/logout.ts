import { appPaths } from '@sarraf/routes';
import { signedIn } from '../../http/auth.js';
import { endSession } from './sessions/sessionCookie.js';
import type { OperationHandler } from '../../http/operation.js';

/** POST /api/auth/logout: deletes the session row and clears the cookie. */
export const logout: OperationHandler<'logout'> = async (request, reply) => {
  await endSession(request, reply, signedIn(request));
  return { redirect_to: appPaths.login };
};
