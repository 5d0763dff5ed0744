// Mocks for the workbench and tests only; never imported by the app.
export { withdrawHandlers } from './withdrawHandlers';
export { withdrawMockMessages } from './withdrawMockMessages';
export {
  mockState as withdrawMockState,
  resetWithdrawMocks,
  type ResetWithdrawMocksOptions,
  type SentWithdrawal,
} from './mockState';
export {
  // Named for this feature: the wallet's mocks build balances of their own.
  buildBalances as buildWithdrawBalances,
  buildSavedAddress,
  buildSavedAddresses,
  buildSavedIban,
  buildSavedIbans,
  buildWithdrawal,
  buildWithdrawTerms,
  MOCK_USABLE_AT as WITHDRAW_MOCK_USABLE_AT,
  SAMPLE as WITHDRAW_SAMPLE,
} from './withdrawFixtures';
