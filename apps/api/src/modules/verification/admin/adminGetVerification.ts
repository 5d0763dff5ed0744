import type { RouteHandlerMethod } from 'fastify';
import { adminVerification } from './adminVerification.js';

/** GET /api/admin/verifications/{id}: one submission with its details and files. */
export const adminGetVerification: RouteHandlerMethod = async (request) =>
  adminVerification(request.server.core.db, String((request.params as { id: number }).id));
