import { loadSettings } from './presentSettings.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/admin/settings. */
export const adminGetSettings: OperationHandler<'adminGetSettings'> = async (request) =>
  loadSettings(request.server.core.db, request.locale, request.server.core.config);
