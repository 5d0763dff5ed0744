import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';

export interface MinuteJob {
  /** Asks for a run now instead of at the next minute (any process's worker may take it). */
  wake(): Promise<void>;
  /** Stops taking jobs, waits for a running run to end (up to 30 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

export interface MinuteJobOptions {
  onError?: (error: Error) => void;
  pollingIntervalSeconds?: number;
  schema?: string;
}

export interface MinuteJobSpec {
  /** The pg-boss queue; `stately`: at most one waiting and one running run across all processes. */
  queue: string;
  /** Names the job in logged errors ('approval deadlines'). */
  label: string;
  /** A run longer than this is given up on by the queue (another may start; the work must allow that). */
  expireInSeconds: number;
  /** One run; `report` logs a failure of one item without ending the run. */
  run: (report: (error: Error) => void) => Promise<void>;
}

const START_ATTEMPTS = 5;

/**
 * Starts a background job on pg-boss that runs every minute (cron) and once at start, so work left by a
 * stopped server is picked up by the next one. `databaseUrl` gives the queue its own connections on
 * PostgreSQL; the embedded database shares the app's handle (through Kysely, so a queue statement waits its
 * turn instead of landing inside one of the app's transactions).
 */
export async function startMinuteJob(
  db: Kysely<Database>,
  databaseUrl: string | undefined,
  spec: MinuteJobSpec,
  options: MinuteJobOptions = {},
): Promise<MinuteJob> {
  // Several processes starting together can meet in the queue's set-up (a deadlock PostgreSQL breaks by
  // failing one of them): the one that failed tries again after a random pause.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(db, databaseUrl, spec, options);
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await sleep(Math.floor(Math.random() * 500 * attempt) + 50);
    }
  }
}

async function start(
  db: Kysely<Database>,
  databaseUrl: string | undefined,
  spec: MinuteJobSpec,
  options: MinuteJobOptions,
): Promise<MinuteJob> {
  const onError = options.onError ?? ((error: Error) => console.error(`${spec.label}: ${error.message}`));
  const boss = new PgBoss({
    ...(databaseUrl
      ? { connectionString: databaseUrl, max: 2 }
      : { db: { executeSql: (text: string, values?: unknown[]) => executeSql(db, text, values) } }),
    ...(options.schema ? { schema: options.schema } : {}),
  });
  boss.on('error', onError);
  await boss.start();
  try {
    await boss.createQueue(spec.queue, {
      name: spec.queue,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: spec.expireInSeconds,
    });
    await boss.work(spec.queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      try {
        await spec.run(onError);
      } catch (error) {
        onError(error as Error);
      }
    });
    await boss.send(spec.queue, {});
    await boss.schedule(spec.queue, '* * * * *', {});
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return {
    wake: async () => {
      await boss.send(spec.queue, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000, close: true }),
  };
}

async function executeSql(db: Kysely<Database>, text: string, values: unknown[] = []) {
  const result = await db.executeQuery(CompiledQuery.raw(text, values));
  return { rows: result.rows as unknown[] };
}
