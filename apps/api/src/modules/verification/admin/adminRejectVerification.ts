import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../../generated/schema.gen.js';
import { invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { decideVerification } from './decideVerification.js';

/** POST /api/admin/verifications/{id}/reject: back to not_verified with the reason. Audited. */
export const adminRejectVerification: RouteHandlerMethod = async (request) => {
  const { reason } = request.body as components['schemas']['ReasonRequest'];
  // The contract's minLength lets "   " through; a reason the user cannot read is no reason.
  if (!reason.trim()) throw invalidField('reason', 'validation.required');
  const { db, now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return decideVerification(db, context, String((request.params as { id: number }).id), {
    approve: false,
    reason,
  });
};
