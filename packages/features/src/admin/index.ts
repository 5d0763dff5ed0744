// The admin feature's public surface: the back-office screens, their routes and operations.
export { AdminVerificationsScreen } from './screens/AdminVerificationsScreen';
export { AdminVerificationScreen } from './screens/AdminVerificationScreen';
export { AdminMarketPricesScreen } from './screens/AdminMarketPricesScreen';
export { AdminAuditLogScreen } from './screens/AdminAuditLogScreen';
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
