// Mocks of the settings screen (and its cards that stop and open parts of an account) for the workbench and tests only; never imported by the app.
export {
  settingsHandlers,
  settingsMockMessages,
  settingsMockState,
  resetSettingsMocks,
  buildSettings,
} from './settingsHandlers';
export {
  withdrawalFreezeHandlers,
  withdrawalFreezeMockMessages,
  withdrawalFreezeMockState,
  resetWithdrawalFreezeMocks,
  MOCK_FROZEN_EMAIL,
  MOCK_FROZEN_AT,
  MOCK_OPEN_EMAIL,
} from './withdrawalFreezeHandlers';
export {
  accountFreezeHandlers,
  tradingFreezeHandlers,
  deskFreezeMockMessages,
  deskFreezeMockState,
  resetDeskFreezeMocks,
  MOCK_TRADING_FROZEN_EMAIL,
  MOCK_TRADING_FROZEN_AT,
  MOCK_STOPPED_AT,
} from './deskFreezeHandlers';
export {
  personLimitsHandlers,
  personLimitsMockMessages,
  personLimitsMockState,
  resetPersonLimitsMocks,
  buildPersonLimits,
  MOCK_LIMITS_EMAIL,
} from './personLimitsHandlers';
