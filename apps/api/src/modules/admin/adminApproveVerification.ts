import type { RouteHandlerMethod } from 'fastify';
import { decideVerification } from './decideVerification.js';

/** POST /api/admin/verifications/{id}/approve: the user becomes verified. Audited. */
export const adminApproveVerification: RouteHandlerMethod = async (request) =>
  decideVerification(request, { approve: true });
