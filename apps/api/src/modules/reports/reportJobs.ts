import type { Core } from '../../core.js';
import { startMinuteJob, type MinuteJob, type MinuteJobOptions } from '../../jobs/startMinuteJob.js';
import type { OpenWorkbook } from './generateReport.js';
import { generatePendingReports } from './generatePendingReports.js';
import { sweepExpiredReports } from './sweepExpiredReports.js';

/** The queues of generation and retention runs; `stately`: at most one waiting and one running anywhere. */
export const REPORT_GENERATION_QUEUE = 'report-generation';
export const REPORT_RETENTION_QUEUE = 'report-retention';

export interface ReportJobs {
  /** Stops both jobs, each waiting for a running run to end. */
  stop(): Promise<void>;
}

export interface ReportJobOptions extends MinuteJobOptions {
  /** Writes the workbook (exceljsWorkbook in production). */
  openWorkbook: OpenWorkbook;
}

/*
 * createReport asks for a generation run at once through these (one per watcher started in this process).
 * Only a shortcut: the per-minute run takes up anything asked while no watcher was up, or on another process.
 */
const wakers = new Set<MinuteJob>();

/** Asks for a generation run now (after a report was created); a failure only means the minute's run does it. */
export function wakeReportJobs(onError: (error: Error) => void): void {
  for (const job of wakers) job.wake().catch(onError);
}

/**
 * Starts the report jobs (`startMinuteJob`): generation (woken by createReport, every minute and at start, so a
 * report left by a stopped server is written by the next one) and the retention sweep (every minute).
 */
export async function watchReports(
  core: Core,
  databaseUrl: string | undefined,
  options: ReportJobOptions,
): Promise<ReportJobs> {
  const { db, now, config } = core;
  const { openWorkbook, ...jobOptions } = options;
  const generation = await startMinuteJob(
    db,
    databaseUrl,
    {
      queue: REPORT_GENERATION_QUEUE,
      label: 'reports',
      // A claimed report is retaken after 15 minutes (generatePendingReports); the queue gives up later.
      expireInSeconds: 30 * 60,
      run: async (report) => {
        await generatePendingReports({ db, now, uploadDir: config.uploadDir, openWorkbook, onError: report });
      },
    },
    jobOptions,
  );
  let retention: MinuteJob;
  try {
    retention = await startMinuteJob(
      db,
      databaseUrl,
      {
        queue: REPORT_RETENTION_QUEUE,
        label: 'report retention',
        expireInSeconds: 10 * 60,
        run: async () => {
          await sweepExpiredReports(db, config.uploadDir, now());
        },
      },
      jobOptions,
    );
  } catch (error) {
    await generation.stop();
    throw error;
  }
  wakers.add(generation);
  return {
    stop: async () => {
      wakers.delete(generation);
      await generation.stop();
      await retention.stop();
    },
  };
}
