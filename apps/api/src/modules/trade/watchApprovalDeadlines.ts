import type { Core } from '../../core.js';
import { startMinuteJob, type MinuteJob, type MinuteJobOptions } from '../../jobs/startMinuteJob.js';
import { cancelExpiredApprovals } from './cancelExpiredApprovals.js';

/** The queue of deadline sweeps; `stately`: at most one waiting and one running across all processes. */
export const APPROVAL_DEADLINE_QUEUE = 'order-approval-deadlines';

export type ApprovalDeadlineWatcher = MinuteJob;

/**
 * Starts the background job that cancels orders whose approval deadline passed (`cancelExpiredApprovals`):
 * every minute and once at start (`startMinuteJob`). A sweep longer than 10 minutes is given up on by the
 * queue; another may start, and `SKIP LOCKED` keeps two sweeps off the same order.
 */
export function watchApprovalDeadlines(
  core: Core,
  databaseUrl: string | undefined,
  options: MinuteJobOptions = {},
): Promise<ApprovalDeadlineWatcher> {
  const { db, now } = core;
  return startMinuteJob(
    db,
    databaseUrl,
    {
      queue: APPROVAL_DEADLINE_QUEUE,
      label: 'approval deadlines',
      expireInSeconds: 10 * 60,
      run: async (report) => {
        const { failed } = await cancelExpiredApprovals(db, now());
        for (const { orderId, error } of failed)
          report(new Error(`order ${orderId} not cancelled: ${(error as Error).message}`));
      },
    },
    options,
  );
}
