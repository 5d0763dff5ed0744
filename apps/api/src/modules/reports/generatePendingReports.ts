import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { generateReport, reportsDir, type OpenWorkbook } from './generateReport.js';
import { claimPendingReport, markReportFailed, markReportReady } from './reportRepository.js';

/** A generation started this long ago and never finished belongs to a process that died. */
const STALE_MS = 15 * 60 * 1000;
/** Tries of one report before it is marked failed (a report that kills its process must not loop forever). */
const MAX_ATTEMPTS = 3;

/**
 * Generates pending reports one after the other until none is left. A failure marks that report `failed`
 * (the person sees it and may ask again) and goes on with the next; it is passed to `onError` for the log.
 */
export async function generatePendingReports(options: {
  db: Kysely<Database>;
  now: () => Date;
  uploadDir: string;
  openWorkbook: OpenWorkbook;
  onError: (error: Error) => void;
}): Promise<{ ready: number; failed: number }> {
  const { db, now, uploadDir, openWorkbook, onError } = options;
  const done = { ready: 0, failed: 0 };
  for (;;) {
    const at = now();
    const report = await claimPendingReport(db, at, new Date(at.getTime() - STALE_MS));
    if (!report) return done;
    if (report.attempts > MAX_ATTEMPTS) {
      await markReportFailed(db, report.id, now());
      done.failed += 1;
      continue;
    }
    const storageName = `${report.id}-${randomBytes(16).toString('hex')}.xlsx`;
    try {
      const { size } = await generateReport(db, report, { uploadDir, storageName }, openWorkbook);
      if (await markReportReady(db, report.id, { storageName, size }, now())) done.ready += 1;
      else await rm(join(reportsDir(uploadDir), storageName), { force: true });
    } catch (error) {
      onError(new Error(`report ${report.id} not generated: ${(error as Error).message}`));
      await markReportFailed(db, report.id, now());
      done.failed += 1;
    }
  }
}
