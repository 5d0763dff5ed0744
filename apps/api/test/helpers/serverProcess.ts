import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { stepAt } from '../../src/modules/auth/secondFactor/totp.js';
import { DEMO_ACCOUNTS } from '../../src/modules/users/index.js';
import { captchaSolutionFor } from './captcha.js';

/** apps/api, where `src/server.ts` and the commands run from, as `npm run dev` runs them. */
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a real server on the embedded database in `dataDir`: nothing inherited that could
 * point it elsewhere (the PostgreSQL test run sets DATABASE_URL), and a small captcha to solve quickly.
 */
export function embeddedEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    CAPTCHA_MAX_NUMBER: '500',
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point of apps/api in its own Node process (one process: tsx as a loader). The
 * `development` condition makes workspace packages resolve to their source, as under the test runner:
 * their compiled copies exist only after a build, which a fresh clone has not run.
 */
export function spawnEntry(entry: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', entry, ...args], {
    cwd: API_ROOT,
    env,
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  const finished: Promise<Finished> = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, ...output }));
  });
  return { child, output, finished };
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  finished: Promise<Finished>;
}

/**
 * Starts `src/server.ts` and resolves once it listens; rejects with its output if it exits first, or
 * kills it when it does not listen in time (a test that gave up must not leave a server behind).
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 150_000): Promise<RunningServer> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const { child, output, finished } = spawnEntry('src/server.ts', [], env);
  const listening = new Promise<void>((resolve) => {
    const check = () => output.stdout.includes(`listening on ${url}`) && resolve();
    child.stdout?.on('data', check);
  });
  const exited = finished.then((result) => {
    throw new Error(`server exited (${result.code ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    await Promise.race([listening, exited]);
  } finally {
    clearTimeout(timer);
  }
  exited.catch(() => undefined);
  return { url, child, finished };
}

/** A browser-like client of a running server: JSON requests with the session cookie it was given. */
export class Client {
  cookie: string | undefined;
  /** The login's pending step (its cookie), between the password and the second factor. */
  pendingLogin: string | undefined;
  constructor(private readonly url: string) {}

  async request(method: string, path: string, body?: object): Promise<{ status: number; json: any }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-locale': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `sarraf_session=${this.cookie}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    const session = /sarraf_session=([^;]+)/.exec(setCookie)?.[1];
    if (session) this.cookie = session;
    const pendingLogin = /sarraf_pending_login=([^;]+)/.exec(setCookie)?.[1];
    if (pendingLogin) this.pendingLogin = pendingLogin;
    return { status: response.status, json: await response.json() };
  }

  /**
   * Logs in; a demo account (whose authenticator key is printed) then takes the second step with its app's
   * code of the real clock, as a person reading the app would.
   */
  async login(email: string, password: string): Promise<{ status: number; json: any }> {
    const challenge = (await this.request('GET', '/api/captcha/challenge')).json;
    const captcha = await captchaSolutionFor(challenge);
    const first = await this.request('POST', '/api/auth/login', { email, password, captcha });
    const demo = DEMO_ACCOUNTS.find((account) => account.email === email);
    if (first.status !== 200 || !first.json.second_factor_required || !demo) return first;
    const response = await fetch(`${this.url}/api/auth/login/second-factor`, {
      method: 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-locale': 'en',
        'content-type': 'application/json',
        cookie: `sarraf_pending_login=${this.pendingLogin}`,
      },
      body: JSON.stringify({ code: await realTimeCode(email, demo.authenticatorKey) }),
    });
    const session = /sarraf_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (session) this.cookie = session;
    return { status: response.status, json: await response.json() };
  }
}

/** The last step each demo account's code was typed at, in this test process (servers share databases). */
const lastSteps = new Map<string, number>();

/**
 * The demo app's code now, never one typed before: at most three per 30 s are good, so a fourth login of one
 * account in the same half minute waits for the clock to reach the next step.
 */
async function realTimeCode(email: string, key: string): Promise<string> {
  const last = lastSteps.get(email) ?? -Infinity;
  while (stepAt(new Date()) + 1 <= last) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const step = Math.max(stepAt(new Date()) - 1, last + 1);
  lastSteps.set(email, step);
  return generateHOTP(decodeBase32IgnorePadding(key), BigInt(step), 6);
}
