import type { RouteHandlerMethod } from 'fastify';
import { adminVerification } from './adminVerification.js';
import { requireAdmin } from './requireAdmin.js';

/** GET /api/admin/verifications/{id}: one submission with its details and files. */
export const adminGetVerification: RouteHandlerMethod = async (request) => {
  await requireAdmin(request);
  return adminVerification(request, (request.params as { id: number }).id);
};
