import type { Core } from '../../core.js';
import { startMinuteJob, type MinuteJob, type MinuteJobOptions } from '../../jobs/startMinuteJob.js';
import { sendDueNotificationEmails } from './notificationOutbox.js';

/** The queue of outbox runs; `stately`: at most one waiting and one running across all processes. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-emails';

export type NotificationEmailWatcher = MinuteJob;

/**
 * Starts the background job that mails notifications after their transactions committed
 * (`sendDueNotificationEmails`): every minute and once at start (`startMinuteJob`), so mail left by a
 * stopped server goes out when the next one starts. A run longer than 10 minutes is given up on by the
 * queue; another may start, and the outbox's claims keep them apart.
 */
export function watchNotificationEmails(
  core: Core,
  databaseUrl: string | undefined,
  options: MinuteJobOptions = {},
): Promise<NotificationEmailWatcher> {
  const { db, now, mailer } = core;
  return startMinuteJob(
    db,
    databaseUrl,
    {
      queue: NOTIFICATION_EMAIL_QUEUE,
      label: 'notification emails',
      expireInSeconds: 10 * 60,
      run: async (report) => {
        const { failed } = await sendDueNotificationEmails(db, mailer, now);
        for (const { id, error } of failed)
          report(new Error(`notification ${id} not mailed: ${(error as Error).message}`));
      },
    },
    options,
  );
}
