import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, checkLedger, DEMO_DESK_STOCK, deskStocks } from '../../src/modules/ledger/index.js';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { open } from '../../src/modules/auth/secondFactor/secretBox.js';
import { DEMO_ACCOUNTS } from '../../src/modules/users/index.js';
import { seedDemoData } from '../../src/seedDemoData.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

const KEY = Buffer.alloc(32, 7);

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

describe('the demo data of two servers started together', () => {
  it('is seeded once: three people with their authenticator apps, two desk accounts, one pair of demo deposits, the opening stock once', async () => {
    // On PostgreSQL each call holds its own pooled session, as two server processes would.
    const at = new Date('2030-01-01T08:00:00Z');
    await Promise.all([
      seedDemoData(testDb.db, at, KEY),
      seedDemoData(testDb.db, at, KEY),
      seedDemoData(testDb.db, at, KEY),
    ]);
    await seedDemoData(testDb.db, new Date('2030-01-02T08:00:00Z'), KEY);

    const { db } = testDb;
    const people = await db.selectFrom('users').select(['email']).orderBy('email').execute();
    expect(people).toEqual([
      { email: 'admin@example.com' },
      { email: 'demo@example.com' },
      { email: 'desk@example.com' },
    ]);
    expect(await db.selectFrom('desk_bank_accounts').select('id').execute()).toHaveLength(2);
    // Each demo account's printed key is its app's, confirmed once at the first seed.
    const factors = await db
      .selectFrom('totp_factors as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['u.email', 't.secret', 't.enabled_at'])
      .orderBy('u.email')
      .execute();
    expect(factors.map((f) => [f.email, f.enabled_at])).toEqual([
      ['admin@example.com', at],
      ['demo@example.com', at],
      ['desk@example.com', at],
    ]);
    for (const factor of factors) {
      const printed = DEMO_ACCOUNTS.find((account) => account.email === factor.email)!.authenticatorKey;
      expect(encodeBase32UpperCaseNoPadding(open(KEY, factor.secret))).toBe(printed);
    }
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
    // The desk's opening stock, booked once however many servers seeded.
    expect((await deskStocks(db)).map(({ currency, balance }) => [currency, balance])).toEqual([
      ['IRT', DEMO_DESK_STOCK.IRT],
      ['USDT', DEMO_DESK_STOCK.USDT],
    ]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
