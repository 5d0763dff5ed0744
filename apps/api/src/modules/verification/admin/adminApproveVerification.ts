import type { RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../../http/auth.js';
import { decideVerification } from './decideVerification.js';

/** POST /api/admin/verifications/{id}/approve: the user becomes verified. Audited. */
export const adminApproveVerification: RouteHandlerMethod = async (request) => {
  const { db, now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return decideVerification(db, context, String((request.params as { id: number }).id), { approve: true });
};
