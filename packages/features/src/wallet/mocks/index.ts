// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export { walletHandlers, SLOW_NETWORK_MS } from './walletHandlers';
export { walletMockMessages, type WalletMockMessage } from './walletMockMessages';
export { walletMockState, resetWalletMocks, type ReceivedDeposit } from './walletMockState';
export {
  buildBalance,
  buildBalances,
  buildBalancesWithoutPrice,
  buildEmptyBalances,
  buildBankAccounts,
  buildDepositAddress,
  buildWalletTransaction,
  buildNotableTransactions,
  buildTransactionHistory,
  buildTransfersFor,
  pageOf as buildWalletPage,
  MOCK_ADDRESS,
  MOCK_IBAN,
  MOCK_NOW as WALLET_MOCK_NOW,
  MOCK_TRX_HASH,
} from './walletFixtures';
