import { buildReportHistory, type Report } from './reportsFixtures';

/** The progress a report the mock job works on shows on each poll, before it is ready. */
export const MOCK_JOB_STEPS: readonly (number | null)[] = [null, 35, 80];

/**
 * What the reports mock server remembers within one story: the person's reports (newest first), the
 * requests it answered and the bodies it was sent, and how far its "job" is with each report asked for in
 * this story (a report of the fixtures stays as it is, so a story's screenshot never moves).
 */
export const reportsMockState = {
  reports: [] as Report[],
  /** The calls answered, as "GET /api/reports". */
  requests: [] as string[],
  /** The bodies of createReport, as sent. */
  created: [] as unknown[],
  /** The reports downloaded, by id. */
  downloads: [] as number[],
  /** Reports the mock job works on: how many polls each has seen. */
  job: new Map<number, number>(),
  nextId: 300,
};

/** Notes a call, so a story can check what the screen asked for. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  reportsMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** How many times a call was answered, by its line ("GET /api/reports"). */
export const callsTo = (line: string) =>
  reportsMockState.requests.filter((request) => request === line).length;

/** Back to the fixtures (or to the reports given, e.g. none for an empty list). */
export function resetReportsMocks(reports: Report[] = buildReportHistory()): void {
  reportsMockState.reports = reports;
  reportsMockState.requests = [];
  reportsMockState.created = [];
  reportsMockState.downloads = [];
  reportsMockState.job = new Map();
  reportsMockState.nextId = 300;
}

resetReportsMocks();
