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
export {
  walletAdminHandlers,
  walletAdminMockMessages,
  walletAdminMockState,
  resetWalletAdminMocks,
} from './walletAdminHandlers';
export {
  buildAdminWalletTransaction,
  buildIrtWithdrawal,
  buildUsdtWithdrawal,
  buildUsdtDeposit,
  buildWalletDesk,
} from './walletAdminFixtures';
export {
  settingsHandlers,
  settingsMockMessages,
  settingsMockState,
  resetSettingsMocks,
  buildSettings,
} from './settingsHandlers';
export {
  orderAdminHandlers,
  orderAdminMockMessages,
  orderAdminMockState,
  resetOrderAdminMocks,
} from './orderAdminHandlers';
export { buildOrderDesk, DESK_ORDER } from './orderAdminFixtures';
