import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { decideVerification } from './decideVerification.js';

/** POST /api/admin/verifications/{id}/reject: back to not_verified with the reason. Audited. */
export const adminRejectVerification: RouteHandlerMethod = async (request) => {
  const { reason } = request.body as components['schemas']['ReasonRequest'];
  // The contract's minLength lets "   " through; a reason the user cannot read is no reason.
  if (!reason.trim()) throw new HttpError(422, 'error.validation', { reason: ['validation.required'] });
  return decideVerification(request, { approve: false, reason });
};
