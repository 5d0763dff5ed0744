import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema.js';

/** The queue of feed turns: `stately`, so at most one waits and one runs across every server process. */
export const FETCH_QUEUE = 'price-feed-fetch';
/** The queue of the daily thinning of old readings (also `stately`). */
export const THINNING_QUEUE = 'price-readings-thinning';

/** Where the job queue lives: its own pool on PostgreSQL, or the app's database handle (PGlite). */
export type FeedDatabase =
  | { databaseUrl: string; db?: undefined }
  /** Through Kysely, so a queue statement waits its turn instead of landing inside an app transaction. */
  | { db: Kysely<Database>; databaseUrl?: undefined };

export type PriceFeedOptions = FeedDatabase & {
  /** Seconds from the start of one turn to the start of the next (config PRICE_FEED_SECONDS). */
  intervalSeconds: number;
  /** One turn: read the sources and keep their readings (fetchReadings). */
  fetch: () => Promise<void>;
  /** The thinning of readings over a day old (thinPriceReadings). */
  thin: () => Promise<void>;
  /** Told about a failed turn or a queue error; the feed keeps going. @default console.error */
  onError?: (error: Error) => void;
  /** How often an idle worker asks the queue for work: the turns' jitter. @default 1 */
  pollingIntervalSeconds?: number;
  /** The same for the thinning's worker (a daily job). @default 30 */
  thinningPollingIntervalSeconds?: number;
  /** The queue's PostgreSQL schema. @default 'pgboss' */
  schema?: string;
};

export interface PriceFeed {
  /** Stops taking turns, waits for a running one to end (up to 30 s) and closes the queue's connections. */
  stop(): Promise<void>;
}

/** A turn hung longer than this is given up on by the queue, and the next one may start. */
const FETCH_EXPIRY_SECONDS = 60;
const THINNING_EXPIRY_SECONDS = 30 * 60;
/** Daily, at night in Tehran, when the desk is quietest. */
const THINNING_CRON = '40 3 * * *';
const START_ATTEMPTS = 5;

/**
 * Runs the feed on pg-boss: one fetcher across every server process (the sources ask for exactly that, and
 * each call counts against their limits). Each turn first queues the next one, intervalSeconds after its own
 * start, so a process that dies mid-turn leaves the chain of turns to the others; a per-minute cron job and
 * each process's start re-seed it should it ever break, and the `stately` queue drops those extras while a
 * turn is already waiting. The first turn is an interval after the start. The thinning runs daily and at
 * each start (running it twice removes nothing more).
 */
export async function startPriceFeed(options: PriceFeedOptions): Promise<PriceFeed> {
  // Several processes starting together can meet in the queue's set-up (a deadlock PostgreSQL breaks by
  // failing one of them): the one that failed tries again after a random pause.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(options);
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await sleep(Math.floor(Math.random() * 500 * attempt) + 50);
    }
  }
}

async function start(options: PriceFeedOptions): Promise<PriceFeed> {
  const onError = options.onError ?? ((error: Error) => console.error(`price feed: ${error.message}`));
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
    await setUpTurns(boss, options, onError);
    await setUpThinning(boss, options, onError);
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000, close: true }) };
}

async function setUpTurns(boss: PgBoss, options: PriceFeedOptions, onError: (error: Error) => void) {
  await boss.createQueue(FETCH_QUEUE, {
    name: FETCH_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: FETCH_EXPIRY_SECONDS,
  });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  await boss.work(FETCH_QUEUE, { pollingIntervalSeconds }, async () => {
    await boss.sendAfter(FETCH_QUEUE, {}, {}, options.intervalSeconds);
    try {
      await options.fetch();
    } catch (error) {
      onError(error as Error);
    }
  });
  // The seeds are due an interval from now, like a turn's own next one: a seed sent in the moment between
  // a turn's start and its queueing of the next (another process starting, the cron) then only stands in for
  // that next turn, instead of adding a turn at once.
  await boss.sendAfter(FETCH_QUEUE, {}, {}, options.intervalSeconds);
  await boss.schedule(FETCH_QUEUE, '* * * * *', {}, { startAfter: options.intervalSeconds });
}

async function setUpThinning(boss: PgBoss, options: PriceFeedOptions, onError: (error: Error) => void) {
  await boss.createQueue(THINNING_QUEUE, {
    name: THINNING_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: THINNING_EXPIRY_SECONDS,
  });
  const pollingIntervalSeconds = options.thinningPollingIntervalSeconds ?? 30;
  await boss.work(THINNING_QUEUE, { pollingIntervalSeconds }, async () => {
    try {
      await options.thin();
    } catch (error) {
      onError(error as Error);
    }
  });
  await boss.send(THINNING_QUEUE, {});
  await boss.schedule(THINNING_QUEUE, THINNING_CRON, {}, { tz: 'Asia/Tehran' });
}

async function executeSql(db: Kysely<Database>, text: string, values: unknown[] = []) {
  const result = await db.executeQuery(CompiledQuery.raw(text, values));
  return { rows: result.rows as unknown[] };
}
