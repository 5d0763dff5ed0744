import type { FastifyInstance } from 'fastify';
import {
  adminApproveFactorRecovery,
  adminRejectFactorRecovery,
} from './admin/adminFactorRecoveryDecisions.js';
import { adminGetFactorRecovery } from './admin/adminGetFactorRecovery.js';
import { adminListFactorRecoveries } from './admin/adminListFactorRecoveries.js';
import { requestFactorRecovery } from './requestFactorRecovery.js';

/** The operations of a lost second factor's replacement at the desk (README.md), for the auth module. */
export const factorRecoveryOperations = (app: FastifyInstance) => ({
  requestFactorRecovery: requestFactorRecovery(app),
  adminListFactorRecoveries,
  adminGetFactorRecovery,
  adminApproveFactorRecovery,
  adminRejectFactorRecovery,
});
