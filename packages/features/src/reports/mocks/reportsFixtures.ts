import type { components } from '../../shared/api/schema.gen';

export type Report = components['schemas']['Report'];

/** "Now" in the mocks: a Tuesday noon in Tehran, 19 Esfand 1404; every fixture date is before it. */
export const MOCK_NOW = '2026-03-10T12:00:00+03:30';

/** The reports the stories find by number. */
export const REPORT = {
  /** Asked a minute ago; the job has not taken it up yet (progress null). */
  queued: 206,
  /** A whole year, being written: 45%. */
  writing: 205,
  /** Bahman 1404 (21 January to 19 February 2026), ready: 47 KB. */
  ready: 204,
  /** Dey 1404 (22 December 2025 to 20 January 2026): the job failed. */
  failed: 203,
  /** February 2026, ready: 1.4 MB. */
  readyLarge: 202,
} as const;

/** A small workbook-typed file for the mocked download (a real one would be a zip; its bytes do not matter). */
export const MOCK_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The name the server gives a report's file. */
export const reportFileName = (from: string, to: string) => `sarraf-report-${from}-${to}.xlsx`;

/** A report as the server presents it: the file's name and size only once it is ready. */
export function buildReport(
  fields: Pick<Report, 'id' | 'from' | 'to' | 'created_at'> & Partial<Report>,
): Report {
  const status = fields.status ?? 'ready';
  const ready = status === 'ready';
  return {
    status,
    file_name: ready ? reportFileName(fields.from, fields.to) : null,
    size: ready ? 48_213 : null,
    ready_at: ready ? fields.created_at : null,
    progress: null,
    ...fields,
  };
}

/** The person's recent reports, newest first: one of each state the list shows. */
export function buildReportHistory(): Report[] {
  return [
    buildReport({
      id: REPORT.queued,
      from: '2026-02-20',
      to: '2026-03-10',
      created_at: '2026-03-10T11:59:00+03:30',
      status: 'pending',
    }),
    buildReport({
      id: REPORT.writing,
      from: '2025-03-21',
      to: '2026-03-09',
      created_at: '2026-03-10T11:55:00+03:30',
      status: 'pending',
      progress: 45,
    }),
    buildReport({
      id: REPORT.ready,
      from: '2026-01-21',
      to: '2026-02-19',
      created_at: '2026-03-09T18:20:00+03:30',
      ready_at: '2026-03-09T18:21:00+03:30',
      size: 48_213,
    }),
    buildReport({
      id: REPORT.failed,
      from: '2025-12-22',
      to: '2026-01-20',
      created_at: '2026-03-08T09:00:00+03:30',
      status: 'failed',
    }),
    buildReport({
      id: REPORT.readyLarge,
      from: '2026-02-01',
      to: '2026-02-28',
      created_at: '2026-03-01T08:00:00+03:30',
      ready_at: '2026-03-01T08:02:00+03:30',
      size: 1_532_904,
    }),
  ];
}

/** Only the reports that are done: nothing pending, so the list does not poll. */
export const buildFinishedReports = () =>
  buildReportHistory().filter((report) => report.status !== 'pending');
