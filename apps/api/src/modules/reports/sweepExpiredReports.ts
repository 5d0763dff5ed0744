import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/transaction.js';
import { deskSettings } from '../settings/index.js';
import { reportsDir } from './generateReport.js';
import { expiredReports, markReportDeleted } from './reportRepository.js';

const SWEEP_BATCH = 200;

/**
 * Deletes the files of reports that ended `report_retention_hours` (desk settings) ago and marks them
 * `deleted`, so they leave the person's list and answer 404. The file goes first: a crash in between leaves
 * a row that the next sweep deletes again (rm of a missing file is fine), never a file nobody will remove.
 */
export async function sweepExpiredReports(
  db: Db,
  uploadDir: string,
  now: Date,
): Promise<{ deleted: number }> {
  const { report_retention_hours: hours } = await deskSettings(db);
  const endedBefore = new Date(now.getTime() - hours * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const batch = await expiredReports(db, endedBefore, SWEEP_BATCH);
    for (const report of batch) {
      if (report.storage_name) await rm(join(reportsDir(uploadDir), report.storage_name), { force: true });
      await markReportDeleted(db, report.id);
      deleted += 1;
    }
    if (batch.length < SWEEP_BATCH) return { deleted };
  }
}
