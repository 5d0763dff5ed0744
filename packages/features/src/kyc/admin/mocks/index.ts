// Mocks of the review desk for the workbench and tests only; never imported by the app.
export { verificationHandlers } from './verificationHandlers';
export { kycAdminMockMessages } from './kycAdminMockMessages';
export { kycAdminMockState, resetKycAdminMocks } from './kycAdminMockState';
export {
  buildAdminIndividualVerification,
  buildAdminLegalVerification,
  buildReviewDesk,
  buildUploadedFile,
} from './kycAdminFixtures';
