// Mocks for the workbench and tests only; never imported by the app.
export { kycHandlers } from './kycHandlers';
export { kycMockMessages } from './kycMockMessages';
export { buildVerification, buildIndividualVerification, buildLegalVerification } from './kycFixtures';
