// Mocks for the workbench and tests only; never imported by the app.
export { securityHandlers, securityMockMessages } from './securityHandlers';
export { sessionHandlers } from './sessionHandlers';
export { SECURE_CHANGED_AT, secureWithdrawalsMockHandlers } from './secureWithdrawalsHandlers';
export {
  antiPhishingMockHandlers,
  buildAntiPhishingPhrase,
  PHRASE_CHANGED_AT,
  PHRASE_SET,
  PHRASE_SET_AT,
} from './antiPhishingHandlers';
export {
  buildRecoveryCodes,
  buildTotpEnrolment,
  MOCK_FIRST_CODE,
  MOCK_PASSWORD,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_SECRET,
} from './securityFixtures';
export {
  buildLoginEvent,
  buildSession,
  EVERY_OUTCOME,
  LONG_SESSIONS,
  LONG_SIGN_INS,
  MANY_SIGN_INS,
  SEVERAL_SESSIONS,
  THIS_SESSION,
} from './sessionFixtures';
export { resetSecurityMocks, securityMockState } from './securityMockState';
