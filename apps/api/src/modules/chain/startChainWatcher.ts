import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema.js';

/** The one queue of deposit scans; its `stately` policy allows one queued and one running job at a time. */
export const SCAN_QUEUE = 'chain-deposit-scan';

/** Where the job queue lives: its own pool on PostgreSQL, or the app's database handle (PGlite). */
export type WatcherDatabase =
  | { databaseUrl: string; db?: undefined }
  /**
   * Through Kysely rather than the raw PGlite: the app's PGlite driver hands its single session to one
   * transaction at a time, so a queue statement waits its turn instead of landing inside a transaction of
   * the app (and a queue script's own COMMIT can never commit half of one).
   */
  | { db: Kysely<Database>; databaseUrl?: undefined };

export type ChainWatcherOptions = WatcherDatabase & {
  /** Seconds from the start of one scan to the start of the next (config.chain.scanSeconds). */
  intervalSeconds: number;
  /** One pass (scanDeposits with its inputs); a `backoff` in the answer delays the next pass. */
  scan: () => Promise<{ backoff?: { retryAfterSeconds?: number | undefined } | undefined } | void>;
  /** Told about a failed scan or a queue error; the watcher keeps going. @default console.error */
  onError?: (error: Error) => void;
  /** How often an idle worker asks the queue for work. @default 2 */
  pollingIntervalSeconds?: number;
  /** The queue's PostgreSQL schema. @default 'pgboss' */
  schema?: string;
};

export interface ChainWatcher {
  /** Stops taking jobs, waits for a running scan to end (up to 30 s) and closes the queue's own connections. */
  stop(): Promise<void>;
}

/** A running scan that takes longer than this is given up on by the queue (another may start). */
const SCAN_EXPIRY_SECONDS = 15 * 60;

/**
 * Runs deposit scans on pg-boss, one at a time across every server process. Each scan first queues the next
 * one (interval seconds after its own start), so a process that dies mid-scan leaves the chain of scans
 * intact for the others; a per-minute cron job and each process's start re-seed it should it ever break.
 * The queue's `stately` policy drops any extra job while one is already waiting, and never runs two at once.
 */
export async function startChainWatcher(options: ChainWatcherOptions): Promise<ChainWatcher> {
  const onError = options.onError ?? ((error: Error) => console.error(`chain watcher: ${error.message}`));
  const { db } = options;
  const boss = new PgBoss({
    ...(db
      ? { db: { executeSql: (text: string, values?: unknown[]) => executeSql(db, text, values) } }
      : { connectionString: options.databaseUrl, max: 2 }),
    ...(options.schema ? { schema: options.schema } : {}),
  });
  boss.on('error', onError);
  await boss.start();
  try {
    await setUpScans(boss, options, onError);
  } catch (error) {
    // Two processes starting at once can deadlock on the queue's creation: leave nothing open behind.
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000, close: true }),
  };
}

/** The queue, its worker and the first scans (see startChainWatcher). */
async function setUpScans(boss: PgBoss, options: ChainWatcherOptions, onError: (error: Error) => void) {
  await boss.createQueue(SCAN_QUEUE, {
    name: SCAN_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: SCAN_EXPIRY_SECONDS,
  });

  await boss.work(SCAN_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    const nextId = await boss.sendAfter(SCAN_QUEUE, {}, {}, options.intervalSeconds);
    let backoffSeconds: number | undefined;
    try {
      const result = await options.scan();
      if (result?.backoff) {
        backoffSeconds = Math.max(
          options.intervalSeconds,
          result.backoff.retryAfterSeconds ?? 2 * options.intervalSeconds,
        );
      }
    } catch (error) {
      onError(error as Error);
    }
    // The source asked for a pause: the next scan, queued at the start, moves back.
    if (backoffSeconds !== undefined && nextId) {
      await boss.cancel(SCAN_QUEUE, nextId);
      await boss.sendAfter(SCAN_QUEUE, {}, {}, backoffSeconds);
    }
  });
  // Scans start now (or when the one already queued is due), and at least once a minute should the chain of
  // jobs ever break; both are dropped while a scan is already queued.
  await boss.send(SCAN_QUEUE, {});
  await boss.schedule(SCAN_QUEUE, '* * * * *', {});
}

async function executeSql(db: Kysely<Database>, text: string, values: unknown[] = []) {
  const result = await db.executeQuery(CompiledQuery.raw(text, values));
  return { rows: result.rows as unknown[] };
}
