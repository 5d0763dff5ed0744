import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Core } from '../../core.js';
import type { Database } from '../../db/schema.js';
import { sendDueNotificationEmails } from './notificationOutbox.js';

/** The queue of outbox runs; `stately`: at most one waiting and one running across all processes. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-emails';

export interface NotificationEmailWatcher {
  /** Stops taking jobs, waits for a running batch to end (up to 30 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

/** A run longer than this is given up on by the queue (another may start; claims keep them apart). */
const RUN_EXPIRY_SECONDS = 10 * 60;
const START_ATTEMPTS = 5;

/**
 * Starts the background job that mails notifications after their transactions committed
 * (`sendDueNotificationEmails`), on pg-boss like the approval deadlines: a per-minute cron job and one run
 * at start, so mail left by a stopped server goes out when the next one starts. `databaseUrl` gives the
 * queue its own connections on PostgreSQL; the embedded database shares the app's handle.
 */
export async function watchNotificationEmails(
  core: Core,
  databaseUrl: string | undefined,
  options: { onError?: (error: Error) => void; pollingIntervalSeconds?: number; schema?: string } = {},
): Promise<NotificationEmailWatcher> {
  // Several processes starting together can meet in the queue's set-up: the one that failed tries again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(core, databaseUrl, options);
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await sleep(Math.floor(Math.random() * 500 * attempt) + 50);
    }
  }
}

async function start(
  core: Core,
  databaseUrl: string | undefined,
  options: { onError?: (error: Error) => void; pollingIntervalSeconds?: number; schema?: string },
): Promise<NotificationEmailWatcher> {
  const { db, now, mailer } = core;
  const onError =
    options.onError ?? ((error: Error) => console.error(`notification emails: ${error.message}`));
  const boss = new PgBoss({
    ...(databaseUrl
      ? { connectionString: databaseUrl, max: 2 }
      : { db: { executeSql: (text: string, values?: unknown[]) => executeSql(db, text, values) } }),
    ...(options.schema ? { schema: options.schema } : {}),
  });
  boss.on('error', onError);
  await boss.start();
  try {
    await boss.createQueue(NOTIFICATION_EMAIL_QUEUE, {
      name: NOTIFICATION_EMAIL_QUEUE,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: RUN_EXPIRY_SECONDS,
    });
    await boss.work(
      NOTIFICATION_EMAIL_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async () => {
        try {
          const { failed } = await sendDueNotificationEmails(db, mailer, now);
          for (const { id, error } of failed)
            onError(new Error(`notification ${id} not mailed: ${(error as Error).message}`));
        } catch (error) {
          onError(error as Error);
        }
      },
    );
    await boss.send(NOTIFICATION_EMAIL_QUEUE, {});
    await boss.schedule(NOTIFICATION_EMAIL_QUEUE, '* * * * *', {});
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000, close: true }) };
}

async function executeSql(db: Kysely<Database>, text: string, values: unknown[] = []) {
  const result = await db.executeQuery(CompiledQuery.raw(text, values));
  return { rows: result.rows as unknown[] };
}
