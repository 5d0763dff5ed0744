// The back office's identity reviews (`@sarraf/features/kyc/admin`): loaded only by the web app's admin routes,
// never by the trader's `@sarraf/features/kyc`.
export { AdminVerificationsScreen } from './screens/AdminVerificationsScreen';
export { AdminVerificationScreen } from './screens/AdminVerificationScreen';
export {
  adminListVerifications,
  adminVerificationsQuery,
  type AdminVerificationSummary,
  type AdminListVerificationsQuery,
} from './api/adminListVerifications';
export {
  adminGetVerification,
  adminVerificationQuery,
  type AdminVerification,
  type UploadedFile,
} from './api/adminGetVerification';
export { adminApproveVerification } from './api/adminApproveVerification';
export { adminRejectVerification, type ReasonRequest } from './api/adminRejectVerification';
