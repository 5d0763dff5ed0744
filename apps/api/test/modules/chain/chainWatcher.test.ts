import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_QUEUE, startChainWatcher, type WatcherDatabase } from '../../../src/modules/chain/index.js';
import { createTestDb, POSTGRES_URL, TEST_DB, type TestDb } from '../../helpers/testDb.js';

let testDb: TestDb;
// Each test gets its own queue schema; on PostgreSQL it lives in the shared `test` database and is dropped.
const schemas: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  if (TEST_DB === 'postgres') {
    const admin = await createTestDbAdmin();
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
  await testDb?.cleanup();
});

async function createTestDbAdmin() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  return client;
}

/** The queue on the test database: the app's handle on PGlite, its own pool (POSTGRES_URL) on PostgreSQL. */
function queueOn(): WatcherDatabase & { schema: string } {
  const schema = `chain_watch_${randomBytes(4).toString('hex')}`;
  schemas.push(schema);
  return TEST_DB === 'postgres' ? { databaseUrl: POSTGRES_URL, schema } : { db: testDb.db, schema };
}

/** The scan jobs as the queue holds them. */
async function jobs(schema: string): Promise<{ state: string; startsInSeconds: number }[]> {
  const query = sql<{ state: string; starts_in: string }>`
    SELECT state, extract(epoch FROM start_after - now())::text AS starts_in
      FROM ${sql.table(`${schema}.job`)} WHERE name = ${SCAN_QUEUE} ORDER BY created_on`;
  if (TEST_DB === 'pglite') {
    return (await query.execute(testDb.db)).rows.map((r) => ({
      state: r.state,
      startsInSeconds: Number(r.starts_in),
    }));
  }
  const admin = await createTestDbAdmin();
  try {
    const compiled = query.compile(testDb.db);
    const result = await admin.query(compiled.sql, [...compiled.parameters]);
    return result.rows.map((r: { state: string; starts_in: string }) => ({
      state: r.state,
      startsInSeconds: Number(r.starts_in),
    }));
  } finally {
    await admin.end();
  }
}

const errors: Error[] = [];
const onError = (error: Error) => errors.push(error);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe('the chain watcher on pg-boss', () => {
  it('runs a scan at start, queues the next one an interval later, and stops cleanly', async () => {
    const queue = queueOn();
    let scans = 0;
    const watcher = await startChainWatcher({
      ...queue,
      intervalSeconds: 60,
      pollingIntervalSeconds: 0.5,
      onError,
      scan: async () => {
        scans += 1;
      },
    });
    await until(() => scans === 1);
    await sleep(500);
    await watcher.stop();
    await sleep(1200);
    expect(scans).toBe(1);
    const states = await jobs(queue.schema);
    expect(states.map((j) => j.state)).toEqual(['completed', 'created']);
    expect(states[1]!.startsInSeconds).toBeGreaterThan(50);
    expect(states[1]!.startsInSeconds).toBeLessThanOrEqual(60);
    expect(errors).toEqual([]);
    // The app's own database handle still works after the watcher is gone.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(testDb.db)).rows[0]?.one).toBe(1);
  });

  it('waits as long as the chain source asked before the next scan', async () => {
    const queue = queueOn();
    let scans = 0;
    const watcher = await startChainWatcher({
      ...queue,
      intervalSeconds: 30,
      pollingIntervalSeconds: 0.5,
      onError,
      scan: async () => {
        scans += 1;
        return { backoff: { retryAfterSeconds: 300 } };
      },
    });
    await until(() => scans === 1);
    await sleep(800);
    await watcher.stop();
    const states = await jobs(queue.schema);
    const waiting = states.filter((j) => j.state === 'created');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.startsInSeconds).toBeGreaterThan(290);
    expect(states.filter((j) => j.state === 'cancelled')).toHaveLength(1);
  });

  it('never runs two scans at once, even with two watchers (two server processes)', async () => {
    const queue = queueOn();
    let running = 0;
    let most = 0;
    let scans = 0;
    const scan = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(700);
      scans += 1;
      running -= 1;
    };
    const options = { ...queue, intervalSeconds: 1, pollingIntervalSeconds: 0.5, onError, scan };
    const watchers = [await startChainWatcher(options), await startChainWatcher(options)];
    await until(() => scans >= 3, 25_000);
    await Promise.all(watchers.map((w) => w.stop()));
    expect(most).toBe(1);
    expect(errors).toEqual([]);
  });

  it.runIf(TEST_DB === 'postgres')(
    "also runs through the app's own database handle on PostgreSQL",
    async () => {
      let scans = 0;
      const watcher = await startChainWatcher({
        db: testDb.db,
        intervalSeconds: 60,
        pollingIntervalSeconds: 0.5,
        onError,
        scan: async () => {
          scans += 1;
        },
      });
      const states = async () =>
        (
          await sql<{ state: string }>`
          SELECT state FROM pgboss.job WHERE name = ${SCAN_QUEUE} ORDER BY created_on`.execute(testDb.db)
        ).rows.map((r) => r.state);
      await until(() => scans === 1);
      // The queue writes the run's completion after the scan returns: on a loaded machine, a moment later.
      await until(async () => (await states()).join() === 'completed,created');
      await watcher.stop();
      expect(await states()).toEqual(['completed', 'created']);
      expect(errors).toEqual([]);
    },
  );

  it('keeps going after a scan throws, and says so', async () => {
    const queue = queueOn();
    const seen: Error[] = [];
    let scans = 0;
    const watcher = await startChainWatcher({
      ...queue,
      intervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      onError: (error) => seen.push(error),
      scan: async () => {
        scans += 1;
        throw new Error(`scan ${scans} failed`);
      },
    });
    await until(() => scans >= 2, 20_000);
    await watcher.stop();
    expect(seen.map((e) => e.message)).toContain('scan 1 failed');
  });
});
