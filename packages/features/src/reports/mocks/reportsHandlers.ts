import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { MOCK_NOW, MOCK_XLSX_TYPE, reportFileName, type Report } from './reportsFixtures';
import {
  MOCK_MAX_PENDING,
  MOCK_PENDING_RETRY_AFTER,
  MOCK_RATE_LIMIT_SECONDS,
  sayReports,
  type ReportsMockMessage,
} from './reportsMockMessages';
import { logRequest, MOCK_JOB_STEPS, reportsMockState } from './reportsMockState';

/** The most the server lists (the last 20). */
const RECENT = 20;
/** The size a report the mock job finishes has: 23 KB. */
const FINISHED_SIZE = 23_552;
const DAY_MS = 24 * 60 * 60 * 1000;

const failure = (request: Request, status: number, key: ReportsMockMessage, headers?: HeadersInit) =>
  Response.json(buildErrorBody({ message: sayReports(request, key) }), { status, headers });

/** A 422 on one field, as the server's `invalidField` answers: the field's message is the summary too. */
const refused = (request: Request, field: 'from' | 'to', key: ReportsMockMessage) =>
  Response.json(
    buildErrorBody({ message: sayReports(request, key), errors: { [field]: [sayReports(request, key)] } }),
    { status: 422 },
  );

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

/**
 * One poll of the mock job: each report asked for in this story moves a step (waiting, 35%, 80%), then is
 * ready, with its file. Fixture reports stay as they are.
 */
function runJob(): void {
  for (const [id, step] of reportsMockState.job) {
    const next = step + 1;
    const finished = next >= MOCK_JOB_STEPS.length;
    reportsMockState.reports = reportsMockState.reports.map((report) =>
      report.id !== id
        ? report
        : finished
          ? {
              ...report,
              status: 'ready',
              progress: null,
              file_name: reportFileName(report.from, report.to),
              size: FINISHED_SIZE,
              ready_at: MOCK_NOW,
            }
          : { ...report, progress: MOCK_JOB_STEPS[next] ?? null },
    );
    if (finished) reportsMockState.job.delete(id);
    else reportsMockState.job.set(id, next);
  }
}

const list = http.get('/api/reports', ({ request, response }) => {
  logRequest(request);
  runJob();
  return response(200).json({ data: reportsMockState.reports.slice(0, RECENT) });
});

/** The server's checks, in its order: the range (422 on `to`), then the reports already waiting (429). */
const create = http.post('/api/reports', async ({ request, response }) => {
  logRequest(request);
  const body = await request.json();
  reportsMockState.created.push(body);
  if (body.from > body.to) return response.untyped(refused(request, 'to', 'toBeforeFrom'));
  if ((Date.parse(body.to) - Date.parse(body.from)) / DAY_MS + 1 > 366) {
    return response.untyped(refused(request, 'to', 'rangeTooLong'));
  }
  const waiting = reportsMockState.reports.filter((report) => report.status === 'pending').length;
  if (waiting >= MOCK_MAX_PENDING) {
    return response.untyped(
      failure(request, 429, 'tooManyPending', { 'Retry-After': String(MOCK_PENDING_RETRY_AFTER) }),
    );
  }
  const report: Report = {
    id: reportsMockState.nextId++,
    from: body.from,
    to: body.to,
    status: 'pending',
    file_name: null,
    size: null,
    created_at: MOCK_NOW,
    ready_at: null,
    progress: null,
  };
  reportsMockState.reports = [report, ...reportsMockState.reports];
  reportsMockState.job.set(report.id, 0);
  return response(201).json(report);
});

/** The workbook of a ready report (a few bytes typed as xlsx); 409 while it is not ready, 404 if unknown. */
const download = http.get('/api/reports/{id}/download', ({ params, request, response }) => {
  logRequest(request);
  const report = reportsMockState.reports.find((candidate) => candidate.id === Number(params.id));
  if (!report) return response.untyped(failure(request, 404, 'notFound'));
  if (report.status !== 'ready') return response.untyped(failure(request, 409, 'notReady'));
  reportsMockState.downloads.push(report.id);
  return response.untyped(
    new Response(new Blob(['PK mock workbook'], { type: MOCK_XLSX_TYPE }), {
      headers: {
        'Content-Type': MOCK_XLSX_TYPE,
        'Content-Disposition': `attachment; filename="${report.file_name}"`,
      },
    }),
  );
});

/** The reports as the mock state holds them; requests work and are remembered until the next story. */
const desk = [list, create, download];

/**
 * Named handler groups of the reports screen (`parameters.msw.handlers.reports`). Each is complete on its
 * own; the reports themselves come from the mock state (`resetReportsMocks`).
 */
export const reportsHandlers = {
  /** The server as it works: the list, generation (a new report is ready after three polls), downloads. */
  reports: desk,
  /** The list never arrives. */
  loading: [http.get('/api/reports', never), ...desk],
  /** The list fails on the server, every time. */
  loadFails: [
    http.get('/api/reports', ({ request, response }) => {
      logRequest(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    ...desk,
  ],
  /** The first load fails; asked again, the list arrives. */
  loadFailsOnce: [
    http.get(
      '/api/reports',
      ({ request, response }) => {
        logRequest(request);
        return response.untyped(failure(request, 500, 'serverError'));
      },
      { once: true },
    ),
    ...desk,
  ],
  /** Generation fails on the server. */
  createFails: [
    http.post('/api/reports', async ({ request, response }) => {
      logRequest(request);
      reportsMockState.created.push(await request.json());
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    ...desk,
  ],
  /** The server refuses the range on `to` (its own count of the year), whatever the client checked. */
  createRefused: [
    http.post('/api/reports', async ({ request, response }) => {
      logRequest(request);
      reportsMockState.created.push(await request.json());
      return response.untyped(refused(request, 'to', 'rangeTooLong'));
    }),
    ...desk,
  ],
  /** The person asked too often: 429 with Retry-After. */
  rateLimited: [
    http.post('/api/reports', async ({ request, response }) => {
      logRequest(request);
      reportsMockState.created.push(await request.json());
      return response.untyped(
        failure(request, 429, 'rateLimited', { 'Retry-After': String(MOCK_RATE_LIMIT_SECONDS) }),
      );
    }),
    ...desk,
  ],
  /** Generation never answers: the button stays pending. */
  creating: [
    http.post('/api/reports', async ({ request }) => {
      logRequest(request);
      reportsMockState.created.push(await request.json());
      return never();
    }),
    ...desk,
  ],
  /** Downloads fail on the server. */
  downloadFails: [
    http.get('/api/reports/{id}/download', ({ request, response }) => {
      logRequest(request);
      return response.untyped(failure(request, 500, 'serverError'));
    }),
    ...desk,
  ],
};
