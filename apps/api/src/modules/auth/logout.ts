import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { requireSession } from './requireSession.js';

/** POST /api/auth/logout: deletes the session row and clears the cookie. */
export const logout: RouteHandlerMethod = async (
  request,
  reply,
): Promise<components['schemas']['Redirect']> => {
  const session = await requireSession(request);
  await request.server.services.sessions.end(request, reply, session);
  return { redirect_to: '/login' };
};
