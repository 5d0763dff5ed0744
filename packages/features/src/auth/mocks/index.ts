// Mocks for the workbench and tests only; never imported by the app.
export { authHandlers, authMockMessages, MOCK_LOCKOUT_SECONDS } from './authHandlers';
export { signUpHandlers } from './signUpHandlers';
export { passwordHandlers } from './passwordHandlers';
export { flowMockMessages, MOCK_RESEND_IN, MOCK_RETRY_AFTER } from './flowMockMessages';
export { buildCaptchaChallenge, MOCK_CAPTCHA_HMAC_KEY } from './authFixtures';
export {
  freezeHandlers,
  freezeMockMessages,
  freezeMockState,
  resetFreezeMocks,
  MOCK_FREEZE_TOKEN,
  MOCK_FREEZE_FROZEN_AT,
} from './freezeHandlers';
export {
  factorRecoveryHandlers,
  factorRecoveryMockMessages,
  MOCK_RECOVERY_SENT,
} from './factorRecoveryHandlers';
