// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export { referralHandlers } from './referralHandlers';
export { referralMockMessages, type ReferralMockMessage } from './referralMockMessages';
export { referralMockState, resetReferralMocks } from './referralMockState';
export {
  buildReferral,
  buildReferrals,
  buildReferralSummary,
  MOCK_NOW as REFERRAL_MOCK_NOW,
  REFERRAL_CODE,
  REFERRAL_COUNT,
  REFERRAL_LINK,
} from './referralFixtures';
