import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findMarketByPair } from '../../../src/modules/markets/index.js';
import {
  isStale,
  latestReading,
  latestReadingsBySource,
  readingAgeSeconds,
  recordReading,
  thinPriceReadings,
  type PriceReading,
} from '../../../src/modules/priceFeed/index.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';

let testDb: TestDb;
let marketId: string;
const USDT_IRT = { base: 'USDT', quote: 'IRT' };

beforeAll(async () => {
  testDb = await createTestDb();
  marketId = (await findMarketByPair(testDb.db, USDT_IRT))!.id;
});
afterAll(async () => testDb?.cleanup());

// Readings are append-only: a test empties the table with its triggers off, which only the owner can do.
beforeEach(async () => {
  await sql`ALTER TABLE price_readings DISABLE TRIGGER USER`.execute(testDb.db);
  await sql`DELETE FROM price_readings`.execute(testDb.db);
  await sql`ALTER TABLE price_readings ENABLE TRIGGER USER`.execute(testDb.db);
});

const reading = (
  source: PriceReading['source'],
  bestBid: string,
  bestAsk: string,
  sourceTime: Date,
): PriceReading => ({ source, bestBid, bestAsk, sourceTime });

const seconds = (base: Date, by: number) => new Date(base.getTime() + by * 1000);

describe('readings are kept as they were read', () => {
  it('a reading comes back exact, with where and when it was fetched', async () => {
    const sourceTime = new Date('2030-01-01T08:00:00.145Z');
    const fetchedAt = new Date('2030-01-01T08:00:00.400Z');
    const stored = await recordReading(
      testDb.db,
      marketId,
      reading('nobitex', '115199.5', '115201', sourceTime),
      fetchedAt,
    );
    const latest = await latestReading(testDb.db, USDT_IRT, seconds(fetchedAt, 10));
    expect(latest).toEqual({
      reading: { ...stored, bestBid: '115199.5', bestAsk: '115201', sourceTime, fetchedAt },
      // From the source's time: 10.255 s.
      ageSeconds: 10.255,
    });
  });

  it('the database refuses a crossed or non-positive reading whatever code sends it', async () => {
    const at = new Date('2030-01-01T08:00:00Z');
    await expect(
      recordReading(testDb.db, marketId, reading('wallex', '115300', '115200', at), at),
    ).rejects.toThrow(/check/);
    await expect(
      recordReading(testDb.db, marketId, reading('wallex', '0', '115200', at), at),
    ).rejects.toThrow(/check/);
    await expect(
      recordReading(testDb.db, marketId, reading('Wallex ' as 'wallex', '1', '2', at), at),
    ).rejects.toThrow(/check/);
  });

  it('readings can be neither changed nor removed nor truncated', async () => {
    const at = new Date('2030-01-01T08:00:00Z');
    const stored = await recordReading(testDb.db, marketId, reading('wallex', '115180', '115230', at), at);
    await expect(
      sql`UPDATE price_readings SET best_bid = 1 WHERE id = ${stored.id}`.execute(testDb.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM price_readings WHERE id = ${stored.id}`.execute(testDb.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE price_readings`.execute(testDb.db)).rejects.toThrow(/append-only/);
  });
});

describe('the newest reading and its age', () => {
  it('is the last fetched, of any source or of one; none before the first', async () => {
    const now = new Date('2030-01-01T08:01:00Z');
    expect(await latestReading(testDb.db, USDT_IRT, now)).toBeUndefined();
    const t0 = new Date('2030-01-01T08:00:00Z');
    await recordReading(testDb.db, marketId, reading('nobitex', '100', '101', t0), seconds(t0, 1));
    await recordReading(testDb.db, marketId, reading('wallex', '102', '103', seconds(t0, 5)), seconds(t0, 5));
    await recordReading(
      testDb.db,
      marketId,
      reading('nobitex', '104', '105', seconds(t0, 9)),
      seconds(t0, 10),
    );
    await recordReading(
      testDb.db,
      marketId,
      reading('wallex', '106', '107', seconds(t0, 12)),
      seconds(t0, 12),
    );

    expect((await latestReading(testDb.db, USDT_IRT, now))?.reading.bestBid).toBe('106');
    const nobitex = await latestReading(testDb.db, USDT_IRT, now, { source: 'nobitex' });
    expect(nobitex).toMatchObject({ reading: { bestBid: '104' }, ageSeconds: 51 });
    expect((await latestReadingsBySource(testDb.db, USDT_IRT)).map((r) => [r.source, r.bestBid])).toEqual([
      ['nobitex', '104'],
      ['wallex', '106'],
    ]);
    expect(await latestReading(testDb.db, { base: 'BTC', quote: 'IRT' }, now)).toBeUndefined();
  });

  it('is counted from the source time, never from a time later than we fetched it', () => {
    const fetchedAt = new Date('2030-01-01T08:00:00Z');
    const now = seconds(fetchedAt, 30);
    expect(readingAgeSeconds({ sourceTime: seconds(fetchedAt, -20), fetchedAt }, now)).toBe(50);
    // A source clock five minutes ahead does not make the reading younger than its fetch.
    expect(readingAgeSeconds({ sourceTime: seconds(fetchedAt, 300), fetchedAt }, now)).toBe(30);
    expect(readingAgeSeconds({ sourceTime: fetchedAt, fetchedAt }, seconds(fetchedAt, -5))).toBe(0);
  });

  it('is stale past 60 seconds by default, or past the age given', () => {
    const fetchedAt = new Date('2030-01-01T08:00:00Z');
    const read = { sourceTime: fetchedAt, fetchedAt };
    expect(isStale(read, seconds(fetchedAt, 60))).toBe(false);
    expect(isStale(read, seconds(fetchedAt, 60.001))).toBe(true);
    expect(isStale(read, seconds(fetchedAt, 11), 10)).toBe(true);
    expect(isStale({ sourceTime: seconds(fetchedAt, -61), fetchedAt }, fetchedAt)).toBe(true);
  });
});

describe('thinning', () => {
  /** Readings every 5 s for `minutes` minutes from `start`, for one source. */
  async function readEvery5s(source: PriceReading['source'], start: Date, minutes: number) {
    for (let i = 0; i < minutes * 12; i += 1) {
      const at = seconds(start, i * 5);
      await recordReading(testDb.db, marketId, reading(source, String(100 + i), String(101 + i), at), at);
    }
  }

  const counts = async () =>
    (
      await sql<{ source: string; old: string; fresh: string }>`
        SELECT source, count(*) FILTER (WHERE fetched_at < now() - interval '1 day')::text AS old,
               count(*) FILTER (WHERE fetched_at >= now() - interval '1 day')::text AS fresh
          FROM price_readings GROUP BY source ORDER BY source`.execute(testDb.db)
    ).rows;

  it('keeps the first reading of each minute per source after a day, everything younger, and nothing else', async () => {
    // The database's clock decides what is a day old: these are relative to it, on whole minutes.
    const { rows } = await sql<{ minute: Date }>`
      SELECT date_trunc('minute', now() - interval '2 days') AS minute`.execute(testDb.db);
    const old = rows[0]!.minute;
    const recent = new Date(old.getTime() + 36 * 3600_000);
    await readEvery5s('nobitex', old, 3);
    await readEvery5s('wallex', old, 2);
    await readEvery5s('nobitex', recent, 1);

    expect(await thinPriceReadings(testDb.db)).toBe(3 * 11 + 2 * 11);
    expect(await counts()).toEqual([
      { source: 'nobitex', old: '3', fresh: '12' },
      { source: 'wallex', old: '2', fresh: '0' },
    ]);
    // Each kept minute holds its first reading.
    const kept = await sql<{ best_bid: string }>`
      SELECT trim_scale(best_bid)::text AS best_bid FROM price_readings
       WHERE source = 'nobitex' AND fetched_at < now() - interval '1 day' ORDER BY fetched_at`.execute(
      testDb.db,
    );
    expect(kept.rows.map((r) => r.best_bid)).toEqual(['100', '112', '124']);
    // Again: nothing more to do.
    expect(await thinPriceReadings(testDb.db)).toBe(0);
  });

  it('the trigger lets through only what the thinning would do, even with its setting on by hand', async () => {
    const { rows } = await sql<{ minute: Date }>`
      SELECT date_trunc('minute', now() - interval '2 days') AS minute`.execute(testDb.db);
    const old = rows[0]!.minute;
    await readEvery5s('wallex', old, 1);
    const fresh = new Date(Date.now() - 60_000);
    await recordReading(testDb.db, marketId, reading('wallex', '1', '2', fresh), fresh);
    await recordReading(testDb.db, marketId, reading('wallex', '1', '2', fresh), seconds(fresh, 1));
    await testDb.db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('sarraf.thinning_price_readings', 'on', true)`.execute(trx);
      // The first of a minute, and a reading less than a day old, stay.
      await expect(sql`DELETE FROM price_readings WHERE fetched_at = ${old}`.execute(trx)).rejects.toThrow(
        /append-only/,
      );
    });
    await testDb.db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('sarraf.thinning_price_readings', 'on', true)`.execute(trx);
      await expect(
        sql`DELETE FROM price_readings WHERE fetched_at > now() - interval '1 day'`.execute(trx),
      ).rejects.toThrow(/append-only/);
    });
    // Without the setting, not even what the thinning may remove.
    await expect(
      sql`DELETE FROM price_readings WHERE fetched_at = ${seconds(old, 5)}`.execute(testDb.db),
    ).rejects.toThrow(/append-only/);
    expect(await counts()).toEqual([{ source: 'wallex', old: '12', fresh: '2' }]);
  });
});
