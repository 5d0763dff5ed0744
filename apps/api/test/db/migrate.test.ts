import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { balancesOf, checkLedger } from '../../src/modules/ledger/index.js';
import { seedDemoUsers } from '../../src/modules/users/index.js';
import { seedDemoWallet } from '../../src/modules/wallet/index.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ empty: true });
});
afterAll(async () => testDb?.cleanup());

describe('migrations', () => {
  it('apply every file once; a second run is a no-op', async () => {
    const first = await migrate(testDb.db);
    expect(first).toContain('0001_users_sessions_captcha.sql');
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(
      testDb.db,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'account_limits',
      'audit_log',
      'captcha_solutions',
      'chain_deposits',
      'chain_scan_cursors',
      'deposit_addresses',
      'desk_bank_accounts',
      'desk_settings',
      'desk_stock',
      'desk_stock_reservations',
      'email_codes',
      'factor_recovery_requests',
      'files',
      'freeze_links',
      'idempotency_keys',
      'known_devices',
      'ledger_account_kinds',
      'ledger_accounts',
      'ledger_entries',
      'ledger_transfers',
      'login_events',
      'login_lockouts',
      'market_prices',
      'markets',
      'notifications',
      'orders',
      'passkey_challenges',
      'passkeys',
      'pending_logins',
      'person_limits',
      'price_readings',
      'quotes',
      'rate_limits',
      'recovery_codes',
      'referral_rewards',
      'reports',
      'saved_addresses',
      'saved_ibans',
      'schema_migrations',
      'sessions',
      'totp_factors',
      'treasury_moves',
      'users',
      'verifications',
      'wallet_transactions',
      'withdraw_terms',
    ]);
    expect(await migrate(testDb.db)).toEqual([]);
    const recorded = await sql<{ n: string }>`SELECT count(*) AS n FROM schema_migrations`.execute(testDb.db);
    expect(recorded.rows[0]?.n).toBe(String(first.length));
  });

  it('seeding is idempotent', async () => {
    await seedDemoUsers(testDb.db);
    await seedDemoUsers(testDb.db);
    const rows = await testDb.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'demo@example.com', role: 'user' },
      { email: 'desk@example.com', role: 'admin' },
    ]);
  });

  it('seed the demo trader once: verified, holding Toman and Tether as approved deposits', async () => {
    await seedDemoWallet(testDb.db, 'demo@example.com', new Date('2030-01-01T08:00:00Z'));
    await seedDemoWallet(testDb.db, 'demo@example.com', new Date('2030-01-02T08:00:00Z'));
    const demo = await testDb.db
      .selectFrom('users')
      .select(['id', 'verification_status'])
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    expect(demo.verification_status).toBe('verified');
    expect(await balancesOf(testDb.db, demo.id)).toEqual([
      { currency: 'IRT', available: '50000000', held: '0' },
      { currency: 'USDT', available: '1000', held: '0' },
    ]);
    const deposits = await testDb.db
      .selectFrom('wallet_transactions')
      .select(['type', 'status'])
      .where('user_id', '=', demo.id)
      .execute();
    expect(deposits).toEqual([
      { type: 'Deposit', status: 'Approved' },
      { type: 'Deposit', status: 'Approved' },
    ]);
    expect(await checkLedger(testDb.db)).toEqual([]);
  });

  it('keep emails unique regardless of case', async () => {
    await expect(
      sql`INSERT INTO users (email, referral_code) VALUES ('DEMO@example.com', 'ABCDEFGH')`.execute(
        testDb.db,
      ),
    ).rejects.toThrow(/users_email_lower_key/);
  });

  it('return int8, numeric and date as exact strings on this driver', async () => {
    const result = await sql<{ big: unknown; money: unknown; day: unknown; at: unknown }>`
      SELECT 9007199254740993::int8 AS big, 12345678901234567890.123456::numeric AS money,
             '2030-03-21'::date AS day, '2030-03-21T10:00:00Z'::timestamptz AS at`.execute(testDb.db);
    const row = result.rows[0]!;
    expect(row.big).toBe('9007199254740993');
    expect(row.money).toBe('12345678901234567890.123456');
    expect(row.day).toBe('2030-03-21');
    expect(row.at).toBeInstanceOf(Date);
    expect((row.at as Date).toISOString()).toBe('2030-03-21T10:00:00.000Z');
  });

  it('a failing migration leaves nothing behind', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'sarraf-mig-'));
    writeFileSync(
      join(dir, '9999_broken.sql'),
      'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;',
    );
    try {
      await expect(migrate(testDb.db, dir)).rejects.toThrow(/no_such_table/);
      const left = await sql<{ n: string }>`
        SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'half_done'`.execute(
        testDb.db,
      );
      expect(left.rows[0]?.n).toBe('0');
      const recorded = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM schema_migrations WHERE name = '9999_broken.sql'`.execute(testDb.db);
      expect(recorded.rows[0]?.n).toBe('0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
