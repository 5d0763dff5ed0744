import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/createDb.js';
import { ADMIN } from '../modules/wallet/walletFixtures.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { DEMO } from '../helpers/buildTestApp.js';
import { FIXTURES } from '../helpers/multipart.js';
import { Client, freePort, startServer, type RunningServer } from '../helpers/serverProcess.js';
import { POSTGRES_URL, TEST_DB } from '../helpers/testDb.js';

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

/** Declares one Toman deposit with its receipt, as the deposit screen sends it; answers its id. */
async function declareDeposit(server: RunningServer, cookie: string, bankAccountId: number): Promise<number> {
  const form = new FormData();
  form.set('amount', String(AMOUNT));
  form.set('bank_account_id', String(bankAccountId));
  form.set('tracking_id', '123456789');
  form.set('source_account', '6037991234567890');
  form.set('source_account_name', 'سارا احمدی');
  form.set('receipt', new Blob([FIXTURES.jpeg], { type: 'image/jpeg' }), 'receipt.jpg');
  const response = await fetch(`${server.url}/api/wallet/deposit/irt`, {
    method: 'POST',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'idempotency-key': randomUUID(),
      cookie: `sarraf_session=${cookie}`,
    },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The operator's approval of one deposit with its key; resolves with the status and body, or null when the server died. */
async function approve(server: RunningServer, cookie: string, id: number, key: string) {
  try {
    const response = await fetch(`${server.url}/api/admin/wallet/transactions/${id}/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-locale': 'en',
        'idempotency-key': key,
        cookie: `sarraf_session=${cookie}`,
      },
      body: JSON.stringify({}),
    });
    return { status: response.status, body: (await response.json()) as { id?: number; status?: string } };
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

  // Operator approvals move money without a code per request (a withdrawal carries one, and one code moves
  // money once, so forty of them cannot be in flight together): forty deposits credited at once.
  it('keeps every answered approval, loses no money, and still answers each key once', async () => {
    const first = await startServer(env(await freePort()));
    running.push(first);
    const trader = new Client(first.url);
    expect((await trader.login(DEMO.email, DEMO.password)).status).toBe(200);
    const accounts = await trader.request('GET', '/api/wallet/bank-accounts');
    const bankAccountId = accounts.json.data[0].id as number;
    const deposits: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1)
      deposits.push(await declareDeposit(first, trader.cookie!, bankAccountId));
    const operator = new Client(first.url);
    expect((await operator.login(ADMIN.email, ADMIN.password)).status).toBe(200);

    // Forty approvals at once; the process is killed (SIGKILL: nothing flushed) once a few are answered.
    const keys = new Map(deposits.map((id) => [id, randomUUID()]));
    const answered = new Map<number, string>();
    const inFlight = deposits.map(async (id) => {
      const answer = await approve(first, operator.cookie!, id, keys.get(id)!);
      if (answer?.status === 200) answered.set(id, JSON.stringify(answer.body));
      if (answered.size >= 5 && first.child.exitCode === null) first.child.kill('SIGKILL');
    });
    await Promise.all(inFlight);
    await first.finished;
    expect(answered.size).toBeGreaterThanOrEqual(5);

    // After the restart: the books balance, and every answered approval is there.
    const second = await startServer(env(await freePort()));
    running.push(second);
    const handle = await createDb({ databaseUrl });
    try {
      expect(await checkLedger(handle.db)).toEqual([]);
      const approvedNow = await handle.db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('type', '=', 'Deposit')
        .where('status', '=', 'Approved')
        .execute();
      const stored = new Set(approvedNow.map((row) => Number(row.id)));
      for (const id of answered.keys()) expect(stored.has(id)).toBe(true);

      // Sending every key again (the client's retry): answered ones get their first answer, the others run
      // now or were already done; in the end each deposit was credited exactly once.
      const again = new Client(second.url);
      expect((await again.login(ADMIN.email, ADMIN.password)).status).toBe(200);
      for (const id of deposits) {
        const answer = await approve(second, again.cookie!, id, keys.get(id)!);
        expect(answer?.status).toBe(200);
        expect(answer?.body.status).toBe('Approved');
        if (answered.has(id)) expect(JSON.stringify(answer!.body)).toBe(answered.get(id));
      }
      const customer = new Client(second.url);
      expect((await customer.login(DEMO.email, DEMO.password)).status).toBe(200);
      const balances = await customer.request('GET', '/api/wallet/balances');
      const irt = balances.json.data.find((b: { currency: string }) => b.currency === 'IRT');
      // The demo wallet's 50,000,000 and the forty deposits, each credited once.
      expect(irt).toMatchObject({ available: String(50_000_000 + REQUESTS * AMOUNT), locked: '0' });
      expect(await checkLedger(handle.db)).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
  }, 300_000); // two server starts (each given up to 150 s): 10-20 s quiet, far more on a loaded machine
});
