// Mocks for the workbench and tests only; never imported by the app.
export {
  buildSecureWithdrawals,
  SECURE_ON_SINCE,
  SECURE_ENDS_AT,
  secureWithdrawalsHandlers,
} from './secureWithdrawalsHandlers';
