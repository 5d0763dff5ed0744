import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import type { CurrentSession } from './SessionService.js';

/** The request's live session, or a 401 in the request's language. */
export async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.server.services.sessions.current(request);
  if (!session) throw new HttpError(401, 'error.unauthenticated');
  return session;
}
