import { invalidField } from '../../../../errors/DomainError.js';
import type { OperationHandler } from '../../../../http/operation.js';
import { decideFactorRecovery } from './decideFactorRecovery.js';

/** POST /api/admin/factor-recoveries/{id}/approve: the new video is the verified person. Audited. */
export const adminApproveFactorRecovery: OperationHandler<'adminApproveFactorRecovery'> = async (request) => {
  const { note } = request.body;
  if (!note.trim()) throw invalidField('note', 'validation.required');
  return decideFactorRecovery(request, String(request.params.id), { approve: true, note });
};

/** POST /api/admin/factor-recoveries/{id}/reject: refused with a reason the owner is mailed. Audited. */
export const adminRejectFactorRecovery: OperationHandler<'adminRejectFactorRecovery'> = async (request) => {
  const { reason } = request.body;
  if (!reason.trim()) throw invalidField('reason', 'validation.required');
  return decideFactorRecovery(request, String(request.params.id), { approve: false, reason });
};
