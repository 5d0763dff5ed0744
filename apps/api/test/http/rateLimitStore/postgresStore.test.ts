import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostgresRateLimitStore, SWEEP_EVERY } from '../../../src/http/rateLimitStore/postgresStore.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

function hit(store: PostgresRateLimitStore, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000),
  );
}

describe('the PostgreSQL rate-limit store', () => {
  it('sweeps expired counters as hits come in, without failing a hit', async () => {
    const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
    const store = new PostgresRateLimitStore(testDb.db, log);
    await sql`INSERT INTO rate_limits (key, hits, window_ends_at)
      SELECT 'expired:' || n, 1, now() - interval '1 minute' FROM generate_series(1, 30) AS n`.execute(
      testDb.db,
    );
    for (let i = 1; i <= SWEEP_EVERY; i++) expect((await hit(store, 'client:a')).current).toBe(i);
    await store.close();
    const left = await testDb.db.selectFrom('rate_limits').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['client:a']);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
