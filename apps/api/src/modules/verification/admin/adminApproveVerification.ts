import { signedIn } from '../../../http/auth.js';
import { decideVerification } from './decideVerification.js';
import type { OperationHandler } from '../../../http/operation.js';

/** POST /api/admin/verifications/{id}/approve: the user becomes verified. Audited. */
export const adminApproveVerification: OperationHandler<'adminApproveVerification'> = async (request) => {
  const { db, now } = request.server.core;
  const context = { admin: signedIn(request).user, ip: request.ip, at: now() };
  return decideVerification(db, context, String(request.params.id), { approve: true });
};
