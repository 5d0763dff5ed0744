import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockRowsInOrder, withTransaction } from '../../src/db/transaction.js';
import { sqlStateOf } from '../../src/errors/sqlState.js';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/testDb.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  // Two plain rows to fight over; audit_log has a bigint id, which is all lockRowsInOrder needs.
  await sql`INSERT INTO audit_log (action, details, created_at) VALUES ('probe', '{}', now()), ('probe', '{}', now())`.execute(
    testDb.db,
  );
});
afterAll(async () => testDb?.cleanup());

const ids = async () =>
  (await sql<{ id: string }>`SELECT id FROM audit_log ORDER BY id`.execute(testDb.db)).rows.map((r) => r.id);

/** Makes PostgreSQL itself abort the statement with `state` (a real SQLSTATE, as the driver reports it). */
const raise = (state: string) =>
  sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = '${state}'; END $$`);

describe('withTransaction', () => {
  it('runs the work again after a serialization failure or a deadlock, and returns its result', async () => {
    for (const state of ['40001', '40P01']) {
      let tries = 0;
      const result = await withTransaction(testDb.db, async (trx) => {
        tries += 1;
        await sql`UPDATE audit_log SET action = ${`try-${tries}`} WHERE id = (SELECT min(id) FROM audit_log)`.execute(
          trx,
        );
        if (tries === 1) await raise(state).execute(trx);
        return tries;
      });
      expect(result).toBe(2);
      // The aborted first run left nothing: only the second run's write is there.
      const first = await sql<{ action: string }>`SELECT action FROM audit_log ORDER BY id LIMIT 1`.execute(
        testDb.db,
      );
      expect(first.rows[0]?.action).toBe('try-2');
    }
  });

  it('gives up after a bounded number of tries and lets the error through', async () => {
    let tries = 0;
    const failing = withTransaction(
      testDb.db,
      async (trx) => {
        tries += 1;
        await raise('40001').execute(trx);
      },
      { attempts: 3 },
    );
    await expect(failing).rejects.toSatisfy((error) => sqlStateOf(error) === '40001');
    expect(tries).toBe(3);
  });

  it('never retries a refusal that another run would meet again (a constraint)', async () => {
    let tries = 0;
    const failing = withTransaction(testDb.db, async (trx) => {
      tries += 1;
      await raise('23505').execute(trx);
    });
    await expect(failing).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    expect(tries).toBe(1);
  });

  it('locks rows in ascending id order whatever order they are asked in', async () => {
    const [a, b] = await ids();
    const locked = await withTransaction(testDb.db, (trx) => lockRowsInOrder(trx, 'audit_log', [b!, a!, b!]));
    expect(locked.map((row) => String(row.id))).toEqual([a, b]);
  });
});

// PGlite is one session: transactions there never overlap, so only PostgreSQL can show a real deadlock.
describe.runIf(TEST_DB === 'postgres')('withTransaction on PostgreSQL under contention', () => {
  /** Resolves when `count` callers have arrived: makes two transactions hold their first lock together. */
  function barrier(count: number) {
    let arrived = 0;
    let release!: () => void;
    const all = new Promise<void>((resolve) => (release = resolve));
    return async () => {
      arrived += 1;
      if (arrived === count) release();
      await all;
    };
  }

  it('two transactions that deadlock are both completed: PostgreSQL aborts one, withTransaction runs it again', async () => {
    const [a, b] = await ids();
    const meet = barrier(2);
    let deadlocks = 0;
    const lockBoth = (first: string, second: string) => {
      let attempt = 0;
      return withTransaction(testDb.db, async (trx) => {
        attempt += 1;
        if (attempt > 1) deadlocks += 1;
        await sql`SELECT id FROM audit_log WHERE id = ${first} FOR UPDATE`.execute(trx);
        if (attempt === 1) await meet();
        await sql`SELECT id FROM audit_log WHERE id = ${second} FOR UPDATE`.execute(trx);
        await sql`UPDATE audit_log SET action = ${`${first}->${second}`} WHERE id IN (${first}, ${second})`.execute(
          trx,
        );
        return attempt;
      });
    };
    const results = await Promise.all([lockBoth(a!, b!), lockBoth(b!, a!)]);
    expect(deadlocks).toBe(1);
    expect(results.sort()).toEqual([1, 2]);
  });

  it('transactions that lock through lockRowsInOrder never deadlock, in whatever order they ask', async () => {
    const [a, b] = await ids();
    let retries = 0;
    const runs = Array.from({ length: 20 }, (_, i) => {
      let attempt = 0;
      return withTransaction(testDb.db, async (trx) => {
        attempt += 1;
        if (attempt > 1) retries += 1;
        await lockRowsInOrder(trx, 'audit_log', i % 2 === 0 ? [a!, b!] : [b!, a!]);
        await sql`UPDATE audit_log SET action = ${`run-${i}`} WHERE id IN (${a!}, ${b!})`.execute(trx);
      });
    });
    await Promise.all(runs);
    expect(retries).toBe(0);
  });
});
