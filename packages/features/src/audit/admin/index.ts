// The back office's audit log (`@sarraf/features/audit/admin`): loaded only by the web app's admin routes.
export { AdminAuditLogScreen } from './screens/AdminAuditLogScreen';
export { adminListAuditLog, auditLogQuery, type AuditEntry } from './api/adminListAuditLog';
