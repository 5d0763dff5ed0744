import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../../src/db/createDb.js';

/** Which database the tests run on: TEST_DB=pglite (default) or TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb extends DbHandle {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  cleanup: () => Promise<void>;
}

/** A fresh, empty database for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_DB === 'pglite') {
    const handle = await createDb({});
    return { ...handle, cleanup: () => handle.db.destroy() };
  }
  const name = `sarraf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // DROP ... WITH (FORCE) below may end a connection that is still closing: expected, not worth a line.
  const handle = await createDb({ databaseUrl: url.toString(), onConnectionError: () => {} });
  return {
    ...handle,
    cleanup: async () => {
      await handle.db.destroy();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
