// `npm run bench`: request throughput and latency of the built server on a real socket, printed as figures.
// Runs on the embedded database, and on PostgreSQL too when BENCH_DATABASE_URL is set. Goals live here,
// not in timed tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib/v1';
import { ensureDependencies, root, run } from './lib/ensure.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' };

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/captcha/challenge`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function logIn() {
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

function load(title, path, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: 8, duration: 5, ...options }, (error, result) => {
      if (error) return reject(error);
      const failures = result.non2xx + result.errors;
      console.log(
        `  ${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${failures}`,
      );
      resolve(result);
    });
  });
}

/**
 * Latency of `count` requests one after the other. For public calls whose per-IP limit (120 a minute for the
 * markets) would turn a load test from one address into a test of the limiter.
 */
async function sequentialLatency(title, path, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
  console.log(
    `  ${title.padEnd(34)} ${String(count).padStart(6)} in a row   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
}

/** What a phone downloads before the first screen: index.html and the scripts and styles it names. */
function firstLoadWeight() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let raw = Buffer.byteLength(html);
  let gzip = gzipSync(html).length;
  for (const asset of assets) {
    const bytes = readFileSync(join(dist, asset));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`\nWeb app first load (index.html + ${assets.length} linked files)`);
  console.log(`  ${kib(raw)} raw, ${kib(gzip)} gzip`);
}

async function benchDatabase(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ...env,
    },
  });
  try {
    await waitForServer();
    const { cookie, loginMs } = await logIn();
    console.log(`\n${label} (8 connections, 5 s each)`);
    console.log(`  login (argon2id verify, one request) ${loginMs.toFixed(0)} ms`);
    await load('GET /api/user (session lookup)', '/api/user', { headers: { ...headers, cookie } });
    // The captcha challenge is rate limited per IP by design, so it is not load-tested from one address.
    await sequentialLatency('GET /api/markets (landing prices)', '/api/markets', 100);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureDependencies();
run('npm', ['run', '--silent', 'build', '-w', '@sarraf/api']);
run('npm', ['run', '--silent', 'build', '-w', '@sarraf/web']);
firstLoadWeight();
await benchDatabase('Embedded PGlite', { DATABASE_URL: '' });
if (process.env.BENCH_DATABASE_URL)
  await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
