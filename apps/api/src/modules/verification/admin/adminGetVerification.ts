import { adminVerification } from './adminVerification.js';
import type { OperationHandler } from '../../../http/operation.js';

/** GET /api/admin/verifications/{id}: one submission with its details and files. */
export const adminGetVerification: OperationHandler<'adminGetVerification'> = async (request) =>
  adminVerification(request.server.core.db, String(request.params.id));
