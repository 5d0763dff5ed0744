import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/createDb.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { DEMO } from '../helpers/buildTestApp.js';
import { Client, freePort, startServer, type RunningServer } from '../helpers/serverProcess.js';
import { POSTGRES_URL, TEST_DB } from '../helpers/testDb.js';

const IBAN = 'IR360120000000000987654321';
const REQUESTS = 40;
const AMOUNT = 100_000;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One withdrawal request with its key; resolves with the status and body, or null when the server died. */
async function withdraw(server: RunningServer, cookie: string, key: string) {
  try {
    const response = await fetch(`${server.url}/api/wallet/withdraw/irt`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-locale': 'en',
        'idempotency-key': key,
        cookie: `sarraf_session=${cookie}`,
      },
      body: JSON.stringify({ amount: String(AMOUNT), iban: IBAN }),
    });
    return { status: response.status, body: (await response.json()) as { id?: number } };
  } catch {
    return null;
  }
}

// A crash needs a server process of its own and a database that outlives it: PostgreSQL only.
describe.skipIf(TEST_DB !== 'postgres')('a server killed while money moves (PostgreSQL)', () => {
  const database = `sarraf_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-crash-'));
  const databaseUrl = (() => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const running: RunningServer[] = [];
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'development',
    SEED_DEMO: '1',
    SESSION_SECRET: 'crash-session-secret',
    CAPTCHA_HMAC_KEY: 'crash-captcha-key',
    CAPTCHA_MAX_NUMBER: '500',
    // No test reaches the internet.
    TRONGRID_URL: 'http://127.0.0.1:9',
    DATA_DIR: dataDir,
  });

  beforeAll(async () => adminQuery(`CREATE DATABASE ${database}`));
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.finished;
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered withdrawal, loses no money, and still answers each key once', async () => {
    const first = await startServer(env(await freePort()));
    running.push(first);
    const trader = new Client(first.url);
    expect((await trader.login(DEMO.email, DEMO.password)).status).toBe(200);
    const cookie = trader.cookie!;

    // Forty withdrawals at once; the process is killed (SIGKILL: nothing flushed) once a few are answered.
    const keys = Array.from({ length: REQUESTS }, () => randomUUID());
    const answered = new Map<string, number>();
    const inFlight = keys.map(async (key) => {
      const answer = await withdraw(first, cookie, key);
      if (answer?.status === 201) answered.set(key, answer.body.id!);
      if (answered.size >= 5 && first.child.exitCode === null) first.child.kill('SIGKILL');
    });
    await Promise.all(inFlight);
    await first.finished;
    expect(answered.size).toBeGreaterThanOrEqual(5);

    // After the restart: the books balance, and every answered withdrawal is there.
    const second = await startServer(env(await freePort()));
    running.push(second);
    const handle = await createDb({ databaseUrl });
    try {
      expect(await checkLedger(handle.db)).toEqual([]);
      const rows = await handle.db
        .selectFrom('wallet_transactions')
        .select(['id', 'amount', 'status'])
        .where('type', '=', 'Withdraw')
        .execute();
      const stored = new Set(rows.map((row) => Number(row.id)));
      for (const id of answered.values()) expect(stored.has(id)).toBe(true);

      // Sending every key again (the client's retry): answered ones get their first answer, the others run
      // now or were already done; in the end each key made exactly one withdrawal.
      const again = new Client(second.url);
      expect((await again.login(DEMO.email, DEMO.password)).status).toBe(200);
      for (const key of keys) {
        const answer = await withdraw(second, again.cookie!, key);
        expect(answer?.status).toBe(201);
        if (answered.has(key)) expect(answer!.body.id).toBe(answered.get(key));
      }
      const after = await handle.db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('type', '=', 'Withdraw')
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(REQUESTS);
      const balances = await again.request('GET', '/api/wallet/balances');
      const irt = balances.json.data.find((b: { currency: string }) => b.currency === 'IRT');
      expect(irt).toMatchObject({
        available: String(50_000_000 - REQUESTS * AMOUNT),
        locked: String(REQUESTS * AMOUNT),
      });
      expect(await checkLedger(handle.db)).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
  }, 300_000); // two server starts (each given up to 150 s): 10-20 s quiet, far more on a loaded machine
});
