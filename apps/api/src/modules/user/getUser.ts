import type { RouteHandlerMethod } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import { requireSession } from '../auth/requireSession.js';
import { presentUser } from './presentUser.js';

/** GET /api/user: the signed-in user, or 401. */
export const getUser: RouteHandlerMethod = async (request) => {
  const session = await requireSession(request);
  const user = await request.server.services.users.findById(session.userId);
  // The row cascade-deletes its sessions, so this only happens in a race with a deletion.
  if (!user) throw new HttpError(401, 'error.unauthenticated');
  return presentUser(user);
};
