// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export {
  myLimitsHandlers,
  myLimitsMockMessages,
  myLimitsMockState,
  resetMyLimitsMocks,
} from './limitsHandlers';
export {
  buildMyLimit,
  buildMyLimits,
  DAY_RESETS_AT as MY_LIMITS_DAY_RESETS_AT,
  MOCK_NOW as MY_LIMITS_MOCK_NOW,
  MONTH_RESETS_AT as MY_LIMITS_MONTH_RESETS_AT,
  OWN_USDT_WITHDRAWAL,
  TOMAN_WITHDRAWALS_USED_TODAY,
} from './limitsFixtures';
