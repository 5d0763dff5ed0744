import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { root } from '../lib/ensure.mjs';
import { freePort, startChild } from './childServer.mjs';
import { withCleanup } from './cleanup.mjs';
import { load } from './load.mjs';

const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' };

async function logIn(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const { promise } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const solution = await promise;
  const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'sarraf-demo', captcha }),
  });
  const loginMs = performance.now() - started;
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return { cookie: response.headers.get('set-cookie').split(';')[0], loginMs };
}

/**
 * Starts the built server as production does (fresh secrets each run, demo accounts seeded) on `databaseUrl`
 * (empty: embedded PGlite in `dataDir`). Resolves once it answers, with its address and a `stop`.
 */
export async function startBuiltServer(databaseUrl, dataDir, extraEnv = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startChild({
    name: 'the built server (apps/api/dist/server.js)',
    args: ['apps/api/dist/server.js'],
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: '1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
      SECOND_FACTOR_KEY: randomBytes(32).toString('base64url'),
      ...extraEnv,
    },
    // Any answer means it listens, and listening comes after migrations and seeding.
    readyUrl: `${base}/api/user`,
  });
  return { base, stop: server.stop };
}

/**
 * Starts the built server on `databaseUrl` (empty: embedded PGlite in a temporary folder), logs in and loads
 * the calls. Returns their figures.
 */
export async function benchBuiltServer(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  return withCleanup(removeDataDir, async () => {
    // The bench is one IP sending tens of thousands of calls a minute: GET /api/markets must measure the
    // handler and its cache, not the per-IP flood guard (which answers 429 long before).
    const { base, stop } = await startBuiltServer(databaseUrl, dataDir, {
      MARKETS_LIMIT_PER_MINUTE: '1000000000',
    });
    return withCleanup(stop, async () => {
      const { cookie, loginMs } = await logIn(base);
      console.log(`  ${'login (argon2id verify, once)'.padEnd(32)} ${loginMs.toFixed(0).padStart(7)} ms`);
      const user = await load('GET /api/user', `${base}/api/user`, { ...headers, cookie });
      const markets = await load('GET /api/markets', `${base}/api/markets`, headers);
      if (markets.non2xx > 0) {
        console.log(
          `  GET /api/markets: ${markets.non2xx} answers were not 2xx ` +
            `(${JSON.stringify(markets.statusCodes)}; 429 = the per-IP limit): ratios use its 2xx answers only`,
        );
      }
      return { user, markets };
    });
  });
}
