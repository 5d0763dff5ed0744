import type { Core } from '../../core.js';
import { startMinuteJob, type MinuteJob, type MinuteJobOptions } from '../../jobs/startMinuteJob.js';
import { securityTimes } from '../settings/index.js';
import { hasDueEmails, sendDueNotificationEmails } from './notificationOutbox.js';

/** The queue of outbox runs; `stately`: at most one waiting and one running across all processes. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-emails';

export type NotificationEmailWatcher = MinuteJob;

export interface NotificationEmailOptions extends MinuteJobOptions {
  /** How often to look for due mail between the minute's runs. @default 5 */
  probeSeconds?: number;
}

/**
 * Starts the background job that mails notifications after their transactions committed
 * (`sendDueNotificationEmails`): every minute and once at start (`startMinuteJob`), so mail left by a
 * stopped server goes out when the next one starts. A run longer than 10 minutes is given up on by the
 * queue; another may start, and the outbox's claims keep them apart.
 */
export async function watchNotificationEmails(
  core: Core,
  databaseUrl: string | undefined,
  options: NotificationEmailOptions = {},
): Promise<NotificationEmailWatcher> {
  const { db, now, mailer, config } = core;
  const { probeSeconds = 5, ...jobOptions } = options;
  const job = await startMinuteJob(
    db,
    databaseUrl,
    {
      queue: NOTIFICATION_EMAIL_QUEUE,
      label: 'notification emails',
      expireInSeconds: 10 * 60,
      run: async (report) => {
        // Read at each run: an operator's new time applies to the next security mail.
        const { freezeLinkSeconds } = await securityTimes(db);
        const links = { publicUrl: config.publicUrl, freezeLinkSeconds };
        const { failed } = await sendDueNotificationEmails(db, mailer, now, links);
        for (const { id, error } of failed)
          report(new Error(`notification ${id} not mailed: ${(error as Error).message}`));
      },
    },
    jobOptions,
  );
  // A minute is long to wait for "your deposit was credited": every few seconds, a cheap look at the outbox
  // asks for a run when mail is due (a notification is written in its event's transaction, so it is seen
  // only once that committed). The queue runs one at a time across processes, however many ask.
  const probe = setInterval(() => {
    hasDueEmails(db, now())
      .then((due) => (due ? job.wake() : undefined))
      .catch((error: Error) => (options.onError ?? console.error)(error));
  }, probeSeconds * 1000);
  probe.unref();
  return {
    wake: job.wake,
    stop: async () => {
      clearInterval(probe);
      await job.stop();
    },
  };
}
