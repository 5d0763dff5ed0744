import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/createDb.js';
import { createTestDb, POSTGRES_URL, TEST_DB, type TestDb } from '../helpers/testDb.js';

// A lost connection must not end the server: node-postgres emits it as an 'error' event, fatal unheard.
describe.runIf(TEST_DB === 'postgres')('a PostgreSQL connection ended by the server', () => {
  let owner: TestDb;
  let handle: DbHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    owner = await createTestDb();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(owner.db);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${rows[0]!.name}`;
    handle = await createDb({ databaseUrl: url.toString(), onConnectionError: (error) => lost.push(error) });
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await owner?.cleanup();
  });

  async function terminateBackendsOf(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
  }

  it('is reported, and the next query gets a new connection', async () => {
    const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const pid = first.rows[0]!.pid;
    await terminateBackendsOf(pid);
    for (let waited = 0; lost.length === 0 && waited < 5000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));

    expect(lost.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
    const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    expect(next.rows[0]!.pid).not.toBe(pid);
  });
});
