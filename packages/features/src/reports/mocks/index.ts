// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export { reportsHandlers } from './reportsHandlers';
export {
  reportsMockMessages,
  MOCK_MAX_PENDING as REPORTS_MOCK_MAX_PENDING,
  type ReportsMockMessage,
} from './reportsMockMessages';
export { reportsMockState, resetReportsMocks } from './reportsMockState';
export {
  buildFinishedReports,
  buildReport,
  buildReportHistory,
  MOCK_NOW as REPORTS_MOCK_NOW,
  REPORT,
} from './reportsFixtures';
