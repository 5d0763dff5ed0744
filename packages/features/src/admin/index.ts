// The admin feature's public surface: the back-office screens, their routes and operations.
export { AdminVerificationsScreen } from './screens/AdminVerificationsScreen';
export { AdminVerificationScreen } from './screens/AdminVerificationScreen';
export { AdminMarketPricesScreen } from './screens/AdminMarketPricesScreen';
export { AdminAuditLogScreen } from './screens/AdminAuditLogScreen';
export { AdminWalletQueueScreen } from './screens/AdminWalletQueueScreen';
export { AdminSettingsScreen } from './screens/AdminSettingsScreen';
export { AdminOrdersScreen } from './screens/AdminOrdersScreen';
export { adminPaths } from './paths';
export {
  adminListVerifications,
  type AdminVerificationSummary,
  type AdminListVerificationsQuery,
  type PaginationMeta,
} from './api/adminListVerifications';
export { adminGetVerification, type AdminVerification, type UploadedFile } from './api/adminGetVerification';
export { adminApproveVerification } from './api/adminApproveVerification';
export { adminRejectVerification, type ReasonRequest } from './api/adminRejectVerification';
export { adminListAuditLog, type AuditEntry } from './api/adminListAuditLog';
export { adminListMarketPrices, type AdminMarketPrice } from './api/adminListMarketPrices';
export { adminSetMarketPrice, pairPathOf, type SetMarketPriceRequest } from './api/adminSetMarketPrice';
export { fileDownloadPath } from './api/downloadFile';
export { adminVerificationQuery } from './api/adminGetVerification';
export { adminVerificationsQuery } from './api/adminListVerifications';
export { auditLogQuery } from './api/adminListAuditLog';
export { marketPricesQuery } from './api/adminListMarketPrices';
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
export { adminGetSettings, settingsQuery, type Settings } from './api/adminGetSettings';
export { adminUpdateSettings, type SettingsUpdate } from './api/adminUpdateSettings';
export { adminListOrders, adminOrdersQueueQuery, type AdminOrder } from './api/adminListOrders';
export { adminApproveOrder, type AdminApproveOrderRequest } from './api/adminApproveOrder';
export { adminRejectOrder, type AdminRejectOrderRequest } from './api/adminRejectOrder';
