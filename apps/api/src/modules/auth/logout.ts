import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { endSession } from './sessions/sessionCookie.js';

/** POST /api/auth/logout: deletes the session row and clears the cookie. */
export const logout: RouteHandlerMethod = async (
  request,
  reply,
): Promise<components['schemas']['Redirect']> => {
  await endSession(request, reply, signedIn(request));
  return { redirect_to: '/login' };
};
