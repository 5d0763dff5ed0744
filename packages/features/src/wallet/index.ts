// The wallet feature's public surface: its screens, their addresses and operations.
export { WalletHomeScreen, WALLET_TABS, type WalletTab } from './screens/WalletHomeScreen';
export { CashDepositScreen } from './screens/CashDepositScreen';
export { IrtDepositScreen } from './screens/IrtDepositScreen';
export { UsdtDepositScreen } from './screens/UsdtDepositScreen';
export { TransactionsScreen, TransfersScreen } from './screens/WalletHistoryScreen';
export { TransactionDetailScreen } from './screens/TransactionDetailScreen';
export { walletPaths } from './paths';
export { getBalances, balancesQuery, type Balance } from '../entities/balance';
export { type Currency } from '../entities/currency';
export {
  listDepositBankAccounts,
  depositBankAccountsQuery,
  type BankAccount,
} from './api/listDepositBankAccounts';
export { createIrtDeposit, type IrtDepositRequest } from './api/createIrtDeposit';
export {
  getUsdtDepositAddress,
  usdtDepositAddressQuery,
  type DepositAddress,
} from './api/getUsdtDepositAddress';
export {
  listWalletTransactions,
  walletTransactionsQuery,
  type WalletTransaction,
  type CurrencyFilter,
} from './api/listWalletTransactions';
export { getWalletTransaction, walletTransactionQuery } from './api/getWalletTransaction';
export { listTransfers, transfersQuery, type Transfer } from './api/listTransfers';
export { findTransactionMovements, transactionMovementsQuery } from './api/transactionMovementsQuery';
export { totalValue, type TotalValue } from './rules/totalValue';
