// Mocks of the audit log for the workbench and tests only; never imported by the app.
export { auditHandlers, auditMockMessages, auditMockState, resetAuditMocks } from './auditHandlers';
export { buildAuditEntry, buildAuditLog } from './auditFixtures';
