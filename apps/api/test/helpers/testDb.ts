import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/createDb.js';
import type { Database } from '../../src/db/schema.js';
import { checkLedger } from '../../src/modules/ledger/index.js';

/** Which database the tests run on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb extends DbHandle {
  /**
   * Checks the ledger's invariants (throws on any finding, so every test file that moved money proves its
   * books balance), then closes the connection and, on PostgreSQL, drops the throwaway database.
   */
  cleanup: () => Promise<void>;
}

/** Throws when the database has a ledger (it was migrated) and `checkLedger` finds anything wrong in it. */
async function expectSoundLedger(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{
    ledger: string | null;
  }>`SELECT to_regclass('ledger_entries')::text AS ledger`.execute(db);
  if (!rows[0]?.ledger) return;
  const findings = await checkLedger(db);
  if (findings.length > 0) {
    const lines = findings.map(({ invariant, detail }) => `  ${invariant}: ${detail}`);
    throw new Error(`The test left the ledger inconsistent:\n${lines.join('\n')}`);
  }
}

export interface TestDbOptions {
  /**
   * An empty cluster instead of a copy of the migrated template (for the tests of the migrations themselves).
   * @default false
   */
  empty?: boolean;
}

/** The migrated PGlite dump this worker loads each database from (read once per worker). */
let pgliteDump: Blob | undefined;

function migratedPgliteDump(): Blob {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite')
    throw new Error('the run prepared a PostgreSQL template, not a PGlite dump');
  pgliteDump ??= new Blob([readFileSync(template.dump)]);
  return pgliteDump;
}

/**
 * A fresh database for one test file, already migrated (a copy of the run's template, see
 * databaseTemplate.ts) unless `empty`: in-memory PGlite, or a new PostgreSQL database.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  if (TEST_DB === 'pglite') {
    const handle = await createDb(options.empty ? {} : { pgliteDump: migratedPgliteDump() });
    return {
      ...handle,
      cleanup: async () => {
        try {
          await expectSoundLedger(handle.db);
        } finally {
          await handle.db.destroy();
        }
      },
    };
  }
  const name = `sarraf_test_${randomBytes(6).toString('hex')}`;
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres')
    throw new Error('the run prepared a PGlite dump, not a PostgreSQL template');
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(
    options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template.name}`,
  );
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // DROP ... WITH (FORCE) below may end a connection that is still closing: expected, not worth a line.
  const handle = await createDb({ databaseUrl: url.toString(), onConnectionError: () => {} });
  return {
    ...handle,
    cleanup: async () => {
      try {
        await expectSoundLedger(handle.db);
      } finally {
        await handle.db.destroy();
        await dropDatabase(name);
      }
    },
  };
}

async function dropDatabase(name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: POSTGRES_URL });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropper.end();
}
