import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import { requireSession } from '../auth/requireSession.js';
import type { UserRow } from '../user/userRepository.js';

/** The signed-in user's row, or 401. */
export async function currentUser(request: FastifyRequest): Promise<UserRow> {
  const session = await requireSession(request);
  const user = await request.server.services.users.findById(session.userId);
  if (!user) throw new HttpError(401, 'error.unauthenticated');
  return user;
}

/** A submission under review or an approved identity cannot be changed (409). */
export function assertEditable(user: UserRow): void {
  if (user.verification_status === 'in_progress') throw new HttpError(409, 'verification.inReview');
  if (user.verification_status === 'verified') throw new HttpError(409, 'verification.alreadyVerified');
}
