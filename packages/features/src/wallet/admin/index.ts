// The back office's deposits and withdrawals (`@sarraf/features/wallet/admin`): loaded only by the web app's
// admin routes, never by the trader's `@sarraf/features/wallet`.
export { AdminWalletQueueScreen } from './screens/AdminWalletQueueScreen';
export {
  adminListWalletTransactions,
  adminWalletQueueQuery,
  type AdminWalletTransaction,
  type WalletQueueFilters,
} from './api/adminListWalletTransactions';
export {
  adminApproveWalletTransaction,
  type ApproveWalletTransactionRequest,
} from './api/adminApproveWalletTransaction';
export { adminRejectWalletTransaction } from './api/adminRejectWalletTransaction';
export { adminCreditUsdtDeposit } from './api/adminCreditUsdtDeposit';
