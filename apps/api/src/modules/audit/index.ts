import { defineModule } from '../../http/modules.js';
import { adminListAuditLog } from './admin/adminListAuditLog.js';

/** audit: the append-only record of what operators did. Owns `audit_log`. */
export const auditModule = defineModule('audit', () => ({ operations: { adminListAuditLog } }));

export { recordAudit, type AuditRecord } from './recordAudit.js';
