import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Core } from '../../core.js';
import type { Database } from '../../db/schema.js';
import { cancelExpiredApprovals } from './cancelExpiredApprovals.js';

/** The queue of deadline sweeps; `stately`: at most one waiting and one running across all processes. */
export const APPROVAL_DEADLINE_QUEUE = 'order-approval-deadlines';

export interface ApprovalDeadlineWatcher {
  /** Stops taking jobs, waits for a running sweep to end (up to 30 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

/** A sweep that runs longer than this is given up on by the queue (another may start). */
const SWEEP_EXPIRY_SECONDS = 10 * 60;
const START_ATTEMPTS = 5;

/**
 * Starts the background job that cancels orders whose approval deadline passed (`cancelExpiredApprovals`),
 * on pg-boss like the chain watcher: a per-minute cron job, and one sweep at start. `databaseUrl` gives the
 * queue its own connections on PostgreSQL; the embedded database shares the app's handle (through Kysely,
 * so a queue statement waits its turn instead of landing inside one of the app's transactions).
 */
export async function watchApprovalDeadlines(
  core: Core,
  databaseUrl: string | undefined,
  options: { onError?: (error: Error) => void; pollingIntervalSeconds?: number; schema?: string } = {},
): Promise<ApprovalDeadlineWatcher> {
  // Several processes starting together can meet in the queue's set-up (a deadlock PostgreSQL breaks by
  // failing one of them): the one that failed tries again after a random pause.
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
): Promise<ApprovalDeadlineWatcher> {
  const { db, now } = core;
  const onError =
    options.onError ?? ((error: Error) => console.error(`approval deadlines: ${error.message}`));
  const boss = new PgBoss({
    ...(databaseUrl
      ? { connectionString: databaseUrl, max: 2 }
      : { db: { executeSql: (text: string, values?: unknown[]) => executeSql(db, text, values) } }),
    ...(options.schema ? { schema: options.schema } : {}),
  });
  boss.on('error', onError);
  await boss.start();
  try {
    await boss.createQueue(APPROVAL_DEADLINE_QUEUE, {
      name: APPROVAL_DEADLINE_QUEUE,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: SWEEP_EXPIRY_SECONDS,
    });
    await boss.work(
      APPROVAL_DEADLINE_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async () => {
        try {
          const { failed } = await cancelExpiredApprovals(db, now());
          for (const { orderId, error } of failed)
            onError(new Error(`order ${orderId} not cancelled: ${(error as Error).message}`));
        } catch (error) {
          onError(error as Error);
        }
      },
    );
    await boss.send(APPROVAL_DEADLINE_QUEUE, {});
    await boss.schedule(APPROVAL_DEADLINE_QUEUE, '* * * * *', {});
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
