import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captchaSolutionFor, type CaptchaChallenge } from '../helpers/captcha.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../src/config.js';
import { DEMO } from '../helpers/buildTestApp.js';
import { freePort, startServer, type RunningServer } from '../helpers/serverProcess.js';
import { POSTGRES_URL, TEST_DB } from '../helpers/testDb.js';

/** Ends a server abruptly, as a crash or an OOM kill would: nothing is flushed on the way out. */
async function crash(server: RunningServer): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.finished;
}

// Both processes sit behind "a proxy" (TRUST_PROXY=1), so each test client is an X-Forwarded-For address.
const LOGIN_CLIENT = '203.0.113.10';
const FLOOD_CLIENT = '203.0.113.20';
const CAPTCHA_PER_IP = DEFAULTS.rateLimits.captchaPerIp.max;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function challenge(server: RunningServer, client: string): Promise<Response> {
  return fetch(`${server.url}/api/captcha/challenge`, { headers: { 'x-forwarded-for': client } });
}

/** A solved captcha, as the browser widget sends it (the same steps as the test helper's solvedCaptcha). */
async function solvedCaptcha(server: RunningServer, client: string): Promise<string> {
  const response = await challenge(server, client);
  expect(response.status).toBe(200);
  return captchaSolutionFor((await response.json()) as CaptchaChallenge);
}

async function login(
  server: RunningServer,
  password: string,
  { email = DEMO.email, client = LOGIN_CLIENT }: { email?: string; client?: string } = {},
): Promise<Response> {
  return loginWith(server, { email, password, client, captcha: await solvedCaptcha(server, client) });
}

/** The login call alone, its captcha solved beforehand (so a burst of them can leave at once). */
function loginWith(
  server: RunningServer,
  attempt: { email: string; password: string; client: string; captcha: string },
): Promise<Response> {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': attempt.client,
      'x-locale': 'en',
    },
    body: JSON.stringify({ email: attempt.email, password: attempt.password, captcha: attempt.captcha }),
  });
}

async function expectLockedOut(server: RunningServer): Promise<void> {
  const response = await login(server, DEMO.password);
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  expect(((await response.json()) as { message: string }).message).toMatch(
    /cannot log in for 15 more minutes/,
  );
}

describe.skipIf(TEST_DB !== 'postgres')(
  'two server processes on one PostgreSQL (TEST_DB=postgres only: PGlite is one process by nature)',
  () => {
    const database = `sarraf_multi_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-multi-instance-'));
    const running: RunningServer[] = [];
    let env: (port: number, name: string) => NodeJS.ProcessEnv;

    // The server's banner names its port, so each process gets a free one rather than PORT=0. Started
    // through tsx: no build step, and a process listens within a couple of seconds.
    const start = async (port: number, name: string) => {
      const server = await startServer(env(port, name));
      running.push(server);
      return server;
    };

    beforeAll(async () => {
      await adminQuery(`CREATE DATABASE ${database}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${database}`;
      env = (port, name) => ({
        // Nothing inherited: the test run's own variables (REDIS_URL, say) must not reach the servers.
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: url.toString(),
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'development',
        SEED_DEMO: '1',
        SESSION_SECRET: 'multi-instance-session-secret',
        CAPTCHA_HMAC_KEY: 'multi-instance-captcha-key',
        CAPTCHA_MAX_NUMBER: '500',
        TRUST_PROXY: '1',
        DATA_DIR: join(dataDir, name),
      });
    });

    afterAll(async () => {
      for (const server of running) await crash(server);
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('share the login lockout and the per-IP limits, and keep both across a restart', async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      // Started together: their migrations queue on the advisory lock instead of racing.
      const [a, b] = await Promise.all([start(portA, 'a'), start(portB, 'b')]);
      const alternate = (i: number) => (i % 2 === 0 ? a : b);

      // Five failed passwords, alternating between the processes, lock the email on both.
      for (let i = 0; i < 5; i++) expect((await login(alternate(i), 'wrong-password')).status).toBe(422);
      await expectLockedOut(a);
      await expectLockedOut(b);

      // One client's captcha requests, split across the processes, reach the limit at the total.
      for (let i = 0; i < CAPTCHA_PER_IP; i++)
        expect((await challenge(alternate(i), FLOOD_CLIENT)).status).toBe(200);
      expect((await challenge(a, FLOOD_CLIENT)).status).toBe(429);
      expect((await challenge(b, FLOOD_CLIENT)).status).toBe(429);

      // A process killed outright and started again remembers both.
      await crash(a);
      const restarted = await start(portA, 'a');
      expect((await challenge(restarted, FLOOD_CLIENT)).status).toBe(429);
      await expectLockedOut(restarted);
      // The limit is the flooding client's alone.
      expect((await challenge(restarted, '203.0.113.30')).status).toBe(200);
    }, 180_000); // usually 10-20 s; three process starts took over 60 s on a machine loaded to 16

    it('check at most five passwords of twenty logins sent at once for one email, across both', async () => {
      const [a, b] = await Promise.all([start(await freePort(), 'c'), start(await freePort(), 'd')]);
      // The operator's account (the trader's is locked by the test above); one client address per
      // attempt, so the per-IP limits stay out of it and only the account's count decides.
      const email = 'admin@example.com';
      const attempts = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const client = `198.51.100.${i + 1}`;
          const server = i % 2 === 0 ? a : b;
          const captcha = await solvedCaptcha(server, client);
          return { server, email, password: `wrong-password-${i}`, client, captcha };
        }),
      );
      const statuses = await Promise.all(
        attempts.map(async (attempt) => (await loginWith(attempt.server, attempt)).status),
      );
      // 422: a password checked (and wrong); 429: refused before any check. Read before and checked after,
      // the count let all twenty through; reserved in one statement, it lets five.
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      // And the right password, next, is refused on either process: the account is locked.
      expect((await login(a, 'sarraf-admin', { email, client: '198.51.100.99' })).status).toBe(429);
      expect((await login(b, 'sarraf-admin', { email, client: '198.51.100.98' })).status).toBe(429);
    }, 180_000);
  },
);
