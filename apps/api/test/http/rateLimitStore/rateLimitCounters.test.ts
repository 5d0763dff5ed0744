import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit, deleteExpiredCounters } from '../../../src/http/rateLimitStore/rateLimitCounters.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

async function endWindow(key: string): Promise<void> {
  await testDb.db
    .updateTable('rate_limits')
    .set({ window_ends_at: sql<Date>`now() - interval '1 second'` })
    .where('key', '=', key)
    .execute();
}

describe('a fixed-window counter', () => {
  it('counts hits and reports the time left in the window', async () => {
    expect(await countHit(testDb.db, 'test:counts', 60_000)).toEqual({ current: 1, ttl: expect.any(Number) });
    const second = await countHit(testDb.db, 'test:counts', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window with the first hit after the window ends', async () => {
    for (let i = 0; i < 3; i++) await countHit(testDb.db, 'test:reset', 60_000);
    await endWindow('test:reset');
    const next = await countHit(testDb.db, 'test:reset', 30_000);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(25_000);
    expect(next.ttl).toBeLessThanOrEqual(30_000);
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, () => countHit(testDb.db, 'test:concurrent', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe('the sweep of expired counters', () => {
  it('deletes only counters whose window has ended, a batch at a time', async () => {
    for (const key of ['test:old-1', 'test:old-2', 'test:old-3', 'test:live']) {
      await countHit(testDb.db, key, 60_000);
      if (key !== 'test:live') await endWindow(key);
    }
    expect(await deleteExpiredCounters(testDb.db, 2)).toBe(2);
    expect(await deleteExpiredCounters(testDb.db, 2)).toBe(1);
    const left = await testDb.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'test:%')
      .execute();
    expect(left.map((row) => row.key)).not.toContain('test:old-1');
    expect(left.map((row) => row.key)).toContain('test:live');
    expect(left.map((row) => row.key)).toContain('test:counts');
  });
});
