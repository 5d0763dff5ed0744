import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheckReport } from '../../src/cli/ledgerCheckReport.js';
import { credit } from '../../src/modules/ledger/index.js';
import { newUser } from '../modules/ledger/ledgerFixtures.js';
import { createTestDb, POSTGRES_URL, TEST_DB, type TestDb } from '../helpers/testDb.js';

const houses = [
  { house: 'bank', currency: 'IRT', balance: '-1500' },
  { house: 'hot_wallet', currency: 'USDT', balance: '0' },
] as const;

describe('ledger:check report', () => {
  it('says the ledger is consistent, lists the house balances and exits 0', () => {
    const { text, exitCode } = ledgerCheckReport([], [...houses]);
    expect(exitCode).toBe(0);
    expect(text).toContain('The ledger is consistent');
    expect(text).toMatch(/bank\s+IRT\s+-1500/);
    expect(text).toMatch(/hot_wallet\s+USDT\s+0/);
  });

  it('prints every finding and exits 1', () => {
    const { text, exitCode } = ledgerCheckReport(
      [
        { invariant: 'books_balance', detail: 'IRT: all entries sum to 5' },
        { invariant: 'hold_shape', detail: 'hold 7: ...' },
      ],
      [...houses],
    );
    expect(exitCode).toBe(1);
    expect(text).toContain('The ledger breaks 2 rule(s):');
    expect(text).toContain('  books_balance: IRT: all entries sum to 5');
    expect(text).toContain('  hold_shape: hold 7: ...');
  });
});

// The command itself, on the server's configuration (DATABASE_URL). On PGlite it would need its own data
// folder and a second embedded database start; the report above is the same code.
describe.runIf(TEST_DB === 'postgres')('npm run ledger:check (PostgreSQL)', () => {
  let testDb: TestDb;
  let databaseUrl: string;
  beforeAll(async () => {
    testDb = await createTestDb();
    const userId = await newUser(testDb.db);
    await credit(testDb.db, {
      userId,
      currency: 'IRT',
      amount: '1500',
      from: 'bank',
      kind: 'deposit',
      reference: 'c',
    });
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(testDb.db);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${rows[0]!.name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => testDb?.cleanup());

  const runCommand = () =>
    spawnSync('npx', ['tsx', '--conditions=development', 'src/cli/ledgerCheck.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('exits 0 on a sound ledger and 1, naming the rule, on a broken one', async () => {
    const sound = runCommand();
    expect(sound.stdout).toContain('The ledger is consistent');
    expect(sound.stdout).toMatch(/bank\s+IRT\s+-1500/);
    expect(sound.status).toBe(0);

    await sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE kind = 'available'`.execute(testDb.db);
    try {
      const broken = runCommand();
      expect(broken.stdout).toContain('balance_row_matches_entries');
      expect(broken.status).toBe(1);
    } finally {
      await sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE kind = 'available'`.execute(testDb.db);
    }
  });
});
