import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../src/config.js';
import { startPriceFeed, type PriceFeed } from '../../../src/modules/priceFeed/index.js';
import { buildTestApp, type TestContext } from '../../helpers/buildTestApp.js';
import { createTestDb, POSTGRES_URL, TEST_DB, type TestDb } from '../../helpers/testDb.js';
import { FakePriceFeed } from '../../support/fakePriceFeed.js';

let testDb: TestDb;
let feed: FakePriceFeed;
const running: PriceFeed[] = [];
// On PostgreSQL each queue's schema lives in the shared `test` database: dropped at the end.
const schemas: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  feed = await FakePriceFeed.start();
});
afterAll(async () => {
  await Promise.all(running.splice(0).map((job) => job.stop()));
  await feed?.close();
  if (TEST_DB === 'postgres') {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
  await testDb?.cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 25_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

/** The queue in a schema of its own: the app's handle on PGlite, its own pool on PostgreSQL. */
function queueOn() {
  const schema = `price_feed_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  return TEST_DB === 'postgres' ? { databaseUrl: POSTGRES_URL, schema } : { db: testDb.db, schema };
}

describe('the feed job on pg-boss', () => {
  it('has one fetcher across two server processes, turns an interval apart, and thins at start', async () => {
    const queue = queueOn();
    let inTurn = 0;
    let most = 0;
    const turns: number[] = [];
    let thinned = 0;
    const errors: Error[] = [];
    const options = {
      ...queue,
      intervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      thinningPollingIntervalSeconds: 0.5,
      onError: (error: Error) => errors.push(error),
      fetch: async () => {
        inTurn += 1;
        most = Math.max(most, inTurn);
        turns.push(performance.now());
        await sleep(300);
        inTurn -= 1;
      },
      thin: async () => {
        thinned += 1;
      },
    };
    const processes = [await startPriceFeed(options), await startPriceFeed(options)];
    await until(() => turns.length >= 4 && thinned >= 1);
    await Promise.all(processes.map((job) => job.stop()));
    expect(most).toBe(1);
    // Each turn queues the next one an interval after its own start: never two in one interval.
    for (let i = 1; i < turns.length; i += 1) expect(turns[i]! - turns[i - 1]!).toBeGreaterThan(900);
    // Each process asks for a thinning at start (a second one removes nothing more).
    expect(thinned).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('keeps going after a turn throws, and says so', async () => {
    const seen: Error[] = [];
    let turns = 0;
    const job = await startPriceFeed({
      ...queueOn(),
      intervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      onError: (error) => seen.push(error),
      fetch: async () => {
        turns += 1;
        throw new Error(`turn ${turns} failed`);
      },
      thin: async () => undefined,
    });
    await until(() => turns >= 2);
    await job.stop();
    expect(seen.map((e) => e.message)).toContain('turn 1 failed');
  });
});

describe('the feed of a server', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  afterAll(async () => ctx?.close());

  const readings = async (source: string) =>
    ctx.db.db
      .selectFrom('price_readings')
      .select(['best_bid', 'best_ask'])
      .where('source', '=', source)
      .orderBy('id')
      .execute();

  it('is off by default: no job, so nothing is ever fetched', async () => {
    const off = await buildTestApp({}, testDb);
    expect(off.app.core.config.priceFeed.mode).toBe('off');
    expect(off.app.jobs.has('price feed')).toBe(false);
    await off.close();
  });

  it('stores a reading of each source per turn, one request per source per turn across two processes', async () => {
    feed.setBook({ bid: '115180', ask: '115230.5' });
    ctx = await buildTestApp(
      {
        config: {
          priceFeed: {
            ...DEFAULTS.priceFeed,
            mode: 'both',
            nobitexUrl: feed.url,
            wallexUrl: feed.url,
            fetchSeconds: 1,
          },
        },
      },
      testDb,
    );
    const job = ctx.app.jobs.get('price feed');
    expect(job?.module).toBe('priceFeed');
    const spy = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      const started = Date.now();
      running.push(await job!.start(), await job!.start());
      await until(async () => (await readings('wallex')).length >= 3);
      const nobitex = await readings('nobitex');
      expect(nobitex[0]).toEqual({ best_bid: '115180.000000', best_ask: '115230.500000' });
      expect((await readings('wallex'))[0]).toEqual({ best_bid: '115180.000000', best_ask: '115230.500000' });
      const asked = feed.requestsTo('nobitex');
      const elapsed = Date.now() - started;
      // Every request made was a turn's (none by the second process on its own).
      expect(asked.length - nobitex.length).toBeLessThanOrEqual(1);
      // Turns start an interval apart, the first an interval after the start (the queue's own test above
      // checks each gap). A request leaves a little after its turn starts, by however long that turn took to
      // get there, so two requests may land closer than an interval on a loaded machine; what the sources'
      // limits count, requests over time, stays at most one per second since the start.
      expect(asked.length).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 1);
    } finally {
      console.error = spy;
    }
  });

  it('keeps reading the source that answers while the other fails, and logs that failure once', async () => {
    const spy = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      logged.length = 0;
      feed.serve('wallex', { status: 503, body: '{}', times: 1000 });
      const before = (await readings('nobitex')).length;
      feed.setBook({ bid: '116000', ask: '116010' });
      await until(async () => (await readings('nobitex')).length >= before + 3);
      const nobitex = await readings('nobitex');
      expect(nobitex.at(-1)).toEqual({ best_bid: '116000.000000', best_ask: '116010.000000' });
      expect((await readings('wallex')).some((r) => r.best_bid.startsWith('116000'))).toBe(false);
      // Turns are spread over two processes, each logging a new failure once.
      const wallexLines = logged.filter((line) => line.includes('wallex price source unavailable'));
      expect(wallexLines.length).toBeGreaterThanOrEqual(1);
      expect(wallexLines.length).toBeLessThanOrEqual(2);
    } finally {
      console.error = spy;
      await Promise.all(running.splice(0).map((job) => job.stop()));
    }
  });
});
