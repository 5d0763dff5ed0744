import { auditHandlers } from './auditHandlers';
import { marketHandlers } from './marketHandlers';
import { verificationHandlers } from './verificationHandlers';

/**
 * Every named handler group of the admin screens (`parameters.msw.handlers.admin`): the review desk, market
 * prices and the audit log. Groups that change data remember it until resetAdminMocks().
 */
export const adminHandlers = {
  ...verificationHandlers,
  ...marketHandlers,
  ...auditHandlers,
};
