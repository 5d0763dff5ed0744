import type { components } from '../../generated/schema.gen.js';
import type { ReportRow } from './reportRepository.js';

type Report = components['schemas']['Report'];

/** `sarraf-report-2025-01-01-2025-01-31.xlsx`: the name the download carries (ASCII, so no filename*). */
export const reportFileName = (from: string, to: string) => `sarraf-report-${from}-${to}.xlsx`;

/** A report as the contract's `Report`; the name and size are shown once the file exists. */
export function presentReport(row: ReportRow): Report {
  const ready = row.status === 'ready';
  return {
    id: Number(row.id),
    from: row.from_date,
    to: row.to_date,
    // A deleted report never reaches here: the list and the lookups leave it out.
    status: row.status as Report['status'],
    file_name: ready ? row.file_name : null,
    size: ready && row.size !== null ? Number(row.size) : null,
    created_at: row.created_at.toISOString(),
    ready_at: row.ready_at ? row.ready_at.toISOString() : null,
    progress: progressOf(row),
  };
}

/** Percent written while the job works on it (rounded down: 100 only once ready); null otherwise. */
function progressOf(row: ReportRow): number | null {
  if (row.status !== 'pending' || row.rows_total === null) return null;
  if (row.rows_total === 0) return 0;
  return Math.min(99, Math.floor((row.rows_done * 100) / row.rows_total));
}
