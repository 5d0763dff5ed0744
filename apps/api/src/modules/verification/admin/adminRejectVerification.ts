import { invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { decideVerification } from './decideVerification.js';
import type { OperationHandler } from '../../../http/operation.js';

/** POST /api/admin/verifications/{id}/reject: back to not_verified with the reason. Audited. */
export const adminRejectVerification: OperationHandler<'adminRejectVerification'> = async (request) => {
  const { reason } = request.body;
  // The contract's minLength lets "   " through; a reason the user cannot read is no reason.
  if (!reason.trim()) throw invalidField('reason', 'validation.required');
  const { db, now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return decideVerification(db, context, String(request.params.id), {
    approve: false,
    reason,
  });
};
