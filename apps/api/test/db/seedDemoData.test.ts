import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, checkLedger } from '../../src/modules/ledger/index.js';
import { seedDemoData } from '../../src/seedDemoData.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

describe('the demo data of two servers started together', () => {
  it('is seeded once: two people, two desk accounts, one pair of demo deposits', async () => {
    // On PostgreSQL each call holds its own pooled session, as two server processes would.
    const at = new Date('2030-01-01T08:00:00Z');
    await Promise.all([
      seedDemoData(testDb.db, at),
      seedDemoData(testDb.db, at),
      seedDemoData(testDb.db, at),
    ]);
    await seedDemoData(testDb.db, new Date('2030-01-02T08:00:00Z'));

    const { db } = testDb;
    const people = await db.selectFrom('users').select(['email']).orderBy('email').execute();
    expect(people).toEqual([{ email: 'admin@example.com' }, { email: 'demo@example.com' }]);
    expect(await db.selectFrom('desk_bank_accounts').select('id').execute()).toHaveLength(2);
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const deposits = await db
      .selectFrom('wallet_transactions')
      .select(['currency', 'amount', 'status'])
      .where('user_id', '=', demo.id)
      .orderBy('currency')
      .execute();
    expect(deposits.map(({ currency, status }) => [currency, status])).toEqual([
      ['IRT', 'Approved'],
      ['USDT', 'Approved'],
    ]);
    expect(await balancesOf(db, demo.id)).toEqual([
      { currency: 'IRT', available: '50000000', held: '0' },
      { currency: 'USDT', available: '1000', held: '0' },
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
