import { defineModule } from '../../http/modules.js';
import { createReport } from './createReport.js';
import { downloadReport } from './downloadReport.js';
import { exceljsWorkbook } from './exceljsWorkbook.js';
import { watchReports } from './reportJobs.js';
import { listReports } from './listReports.js';

/**
 * reports: Excel workbooks of a person's statements (each currency's available balance, opening and
 * closing), deposits, withdrawals and orders over a date range, written by a background job (watchReports)
 * and deleted after the desk's retention. Owns `reports` (migrations/0017_reports.sql); reads the ledger's
 * tables, wallet_transactions, orders and markets to present them.
 */
export const reportsModule = defineModule(
  'reports',
  (app) => ({
    operations: { listReports, createReport: createReport(app), downloadReport },
    jobs: {
      // Workbooks are written as they are asked for, and deleted after the desk's retention.
      reports: () => watchReports(app.core, app.core.config.databaseUrl, { openWorkbook: exceljsWorkbook }),
    },
  }),
  ['users', 'settings', 'wallet', 'trade', 'markets'],
);

export type { OpenWorkbook, SheetSink, WorkbookSink } from './generateReport.js';
export { generatePendingReports } from './generatePendingReports.js';
export type { AmountCell, Cell, SheetSpec } from './reportSheets.js';
export { exceljsWorkbook } from './exceljsWorkbook.js';
export {
  REPORT_GENERATION_QUEUE,
  REPORT_RETENTION_QUEUE,
  watchReports,
  type ReportJobs,
} from './reportJobs.js';
export { sweepExpiredReports } from './sweepExpiredReports.js';
