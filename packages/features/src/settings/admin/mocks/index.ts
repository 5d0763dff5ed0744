// Mocks of the settings screen (and its "stopped withdrawals" card) for the workbench and tests only; never imported by the app.
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
