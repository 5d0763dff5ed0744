// The reports feature's public surface: its screen, its address and operations.
export { ReportsScreen, type ReportsScreenProps } from './screens/ReportsScreen';
export { reportsPaths } from './paths';
export {
  listReports,
  reportsQuery,
  hasPendingReport,
  REPORTS_POLL_MS,
  type Report,
  type ReportStatus,
} from './api/listReports';
export { createReport, type ReportRequest } from './api/createReport';
export { downloadReport } from './api/downloadReport';
export { reportCreated } from './state/reportChanges';
