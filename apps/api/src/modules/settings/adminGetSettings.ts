import type { RouteHandlerMethod } from 'fastify';
import { loadSettings } from './presentSettings.js';

/** GET /api/admin/settings. */
export const adminGetSettings: RouteHandlerMethod = async (request) =>
  loadSettings(request.server.core.db, request.locale);
