import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import type { UserRow } from '../user/userRepository.js';
import { currentUser } from '../verification/currentUser.js';

/** The signed-in admin, 401 without a session, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'error.forbidden');
  return user;
}
