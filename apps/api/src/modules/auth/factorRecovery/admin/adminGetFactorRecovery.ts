import type { OperationHandler } from '../../../../http/operation.js';
import { presentFactorRecovery } from '../presentFactorRecovery.js';

/** GET /api/admin/factor-recoveries/{id}: one request, its new video and the person's verified files. */
export const adminGetFactorRecovery: OperationHandler<'adminGetFactorRecovery'> = async (request) =>
  presentFactorRecovery(request.server.core.db, String(request.params.id));
