// Mocks of the wallet desk for the workbench and tests only; never imported by the app.
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
