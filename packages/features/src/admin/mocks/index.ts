// Mocks for the workbench and tests only; never imported by the app.
export { adminHandlers } from './adminHandlers';
export { adminMockMessages } from './adminMockMessages';
export { mockState as adminMockState, resetAdminMocks } from './mockState';
export {
  buildAdminIndividualVerification,
  buildAdminLegalVerification,
  buildMarketPrice,
  buildReviewDesk,
  buildUploadedFile,
  buildUserRef,
  MOCK_ADMIN,
} from './adminFixtures';
export { buildAuditEntry, buildAuditLog } from './auditFixtures';
