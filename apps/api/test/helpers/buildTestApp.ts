import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { DEFAULTS, type Config } from '../../src/config.js';
import type { MovableClock } from '../../src/http/testClock.js';
import { createMailer, OUTBOX_LISTING, type Mailer } from '../../src/modules/mail/index.js';
import { seedDemoSecondFactors } from '../../src/modules/auth/index.js';
import { seedDemoDeskStock } from '../../src/modules/ledger/index.js';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../../src/modules/users/index.js';
import { hasAuthenticator, nextCode, rememberAuthenticator, rememberSession } from './authenticator.js';
import { captchaSolutionFor } from './captcha.js';
import { expectMatchesContract } from './contract.js';
import { createTestDb, type TestDb } from './testDb.js';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current = new Date('2030-01-01T08:00:00Z')) {}
  now = (): Date => new Date(this.current);
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: TestDb;
  clock: TestClock;
  /** Scratch folder of this app: `outbox/` (mail) and `uploads/`. */
  dir: string;
  close: () => Promise<void>;
}

const UNLIMITED = { max: 1000, windowMs: 60_000 };
/** Limits high enough not to matter; the limits themselves are tested with small values. */
export const NO_LIMITS: Config['rateLimits'] = {
  loginPerIp: UNLIMITED,
  captchaPerIp: UNLIMITED,
  codeSendPerIp: UNLIMITED,
  codeSendPerEmail: UNLIMITED,
  codeVerifyPerIp: UNLIMITED,
  codeVerifyPerEmail: UNLIMITED,
  marketsPerIp: UNLIMITED,
  quotesPerUser: UNLIMITED,
  reportsPerUser: UNLIMITED,
};

/** A configuration where some groups are given in part (`{ sessions: { idleSeconds: 60 } }`). */
export type ConfigOverrides = {
  [Key in keyof Config]?: Config[Key] extends Record<string, unknown> ? Partial<Config[Key]> : Config[Key];
};

export interface TestAppOptions {
  config?: ConfigOverrides;
  /** The contract to route from (a variant for router tests). */
  specPath?: string;
  /** Mail transport; the default writes to the app's scratch outbox. */
  mailer?: Mailer;
  /** The clock journeys move over HTTP: it replaces the test's own clock as the app's (the switch's test). */
  testClock?: MovableClock;
  /** The desk's opening stock (the quick start's by default); `false` leaves the inventory empty. */
  deskStock?: Readonly<Record<'IRT' | 'USDT', string>> | false;
}

/** The configuration of a test app: the server's defaults, a scratch folder, a small captcha, no limits. */
export function testConfig(dir: string, overrides: ConfigOverrides = {}): Config {
  const base: Config = {
    ...DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'https://sarraf.test',
    databaseUrl: undefined,
    redisUrl: undefined,
    dataDir: dir,
    smtpUrl: undefined,
    outboxDir: join(dir, 'outbox'),
    uploadDir: join(dir, 'uploads'),
    sessionSecret: 'test-session-secret',
    captchaHmacKey: 'test-captcha-key',
    secondFactorKey: Buffer.alloc(32, 7),
    production: false,
    seedDemo: true,
    devOutbox: false,
    testClock: false,
    trustProxy: false,
    webDist: undefined,
    captcha: { ...DEFAULTS.captcha, maxNumber: 500 },
    // The demo account logs in many times per file; the limits themselves are tested with small values.
    rateLimits: NO_LIMITS,
    // Tests change prices and read them back at once.
    marketsCacheMs: 0,
    // No test reaches the internet: a closed local port, unless a test starts the fake TronGrid and says so.
    chain: { ...DEFAULTS.chain, tronGridUrl: 'http://127.0.0.1:9', requestTimeoutMs: 2000 },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return merged as unknown as Config;
}

/** A migrated and seeded database plus an app on it, with a small captcha so tests solve real ones fast. */
export async function buildTestApp(options: TestAppOptions = {}, db?: TestDb): Promise<TestContext> {
  const testDb = db ?? (await createTestDb());
  await seedDemoUsers(testDb.db);
  if (options.deskStock !== false) await seedDemoDeskStock(testDb.db, options.deskStock);
  const clock = new TestClock();
  const dir = mkdtempSync(join(tmpdir(), 'sarraf-api-test-'));
  const config = testConfig(dir, options.config);
  const app = await buildApp({
    config,
    mailer: options.mailer ?? createMailer({ smtpUrl: undefined, outboxDir: config.outboxDir }),
    db: testDb.db,
    now: clock.now,
    ...(options.specPath ? { specPath: options.specPath } : {}),
    ...(options.testClock ? { testClock: options.testClock } : {}),
  });
  await app.ready();
  // The operator's app is on, as in the quick start: the back office needs it. The demo trader's is not,
  // so a test decides whether its person has one (`enrolAuthenticator`, or `signUpWithPassword`).
  const operator = DEMO_ACCOUNTS.filter((account) => account.role === 'admin');
  await seedDemoSecondFactors(testDb.db, config.secondFactorKey, clock.now(), operator);
  for (const account of operator) rememberAuthenticator(app, account.email, account.authenticatorKey);
  return {
    app,
    db: testDb,
    clock,
    dir,
    close: async () => {
      await app.core.mailer.idle();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      if (!db) await testDb.cleanup();
    },
  };
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** Sends a request and checks its JSON body against the contract for that operation and status. */
export async function call(
  app: FastifyInstance,
  operationId: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse & { body: string; json: () => any }> {
  const response = await app.inject(options);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectMatchesContract(operationId, response.statusCode, response.json());
  return response;
}

/** Fetches a challenge from the server and solves it with altcha-lib's own solver. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await call(app, 'getCaptchaChallenge', { method: 'GET', url: '/api/captcha/challenge' });
  return captchaSolutionFor(response.json());
}

export const DEMO = { email: 'demo@example.com', password: 'sarraf-demo' } as const;

/**
 * Logs in and returns the response plus the session cookie value. For an account whose authenticator app
 * the test knows, the second step follows with the app's next code and its answer is the response.
 */
export async function loginAs(
  app: FastifyInstance,
  credentials: { email: string; password: string } = DEMO,
  headers: Record<string, string> = {},
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  let response = await call(app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, ...headers },
    payload: { ...credentials, captcha: await solvedCaptcha(app) },
  });
  const pending = response.cookies.find((c) => c.name === 'sarraf_pending_login')?.value;
  if (response.statusCode === 200 && pending && hasAuthenticator(app, credentials.email)) {
    response = await call(app, 'loginSecondFactor', {
      method: 'POST',
      url: '/api/auth/login/second-factor',
      headers: { ...XHR, ...headers },
      cookies: { sarraf_pending_login: pending },
      payload: { code: nextCode(app, credentials.email) },
    });
  }
  const cookie = response.cookies.find((c) => c.name === 'sarraf_session')?.value;
  if (cookie) rememberSession(app, cookie, credentials.email);
  return { response, cookie };
}

/**
 * Turns on an authenticator app for the person of `cookie` through the API (password, then a first code)
 * and gives the test its key; answers the recovery codes.
 */
export async function enrolAuthenticator(
  app: FastifyInstance,
  cookie: string,
  email: string,
  password: string,
): Promise<string[]> {
  const started = await call(app, 'startTotpEnrolment', {
    method: 'POST',
    url: '/api/user/second-factor/totp',
    headers: XHR,
    cookies: session(cookie),
    payload: { password },
  });
  if (started.statusCode !== 200)
    throw new Error(`cannot start an authenticator for ${email}: ${started.body}`);
  rememberAuthenticator(app, email, started.json().secret);
  rememberSession(app, cookie, email);
  const confirmed = await call(app, 'confirmTotpEnrolment', {
    method: 'POST',
    url: '/api/user/second-factor/totp/confirm',
    headers: XHR,
    cookies: session(cookie),
    payload: { code: nextCode(app, email) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`cannot confirm the authenticator of ${email}: ${confirmed.body}`);
  return confirmed.json().recovery_codes;
}

/** The messages of the app's local outbox, oldest first, once every pending send is done. */
export async function outbox(ctx: TestContext): Promise<{ to: string; subject: string; text: string }[]> {
  await ctx.app.core.mailer.idle();
  let listing = '';
  try {
    listing = readFileSync(join(ctx.dir, 'outbox', OUTBOX_LISTING), 'utf8');
  } catch {
    return [];
  }
  return listing
    .split(/^=== /m)
    .filter(Boolean)
    .map((entry) => {
      const [head = '', ...body] = entry.split('\n\n');
      return {
        to: /^To: (.*)$/m.exec(head)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '',
        text: body.join('\n\n').trim(),
      };
    });
}

/** The 6-digit code of the last mail to `email`. */
export async function lastCode(ctx: TestContext, email: string): Promise<string> {
  const mail = (await outbox(ctx)).filter((m) => m.to === email).at(-1);
  const code = mail && /\b([0-9]{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs a new person up through the public flow (emailed code) and returns their session (no password yet). */
export async function signUpWithCode(ctx: TestContext, email: string): Promise<string> {
  await call(ctx.app, 'sendSignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/otp',
    headers: XHR,
    payload: { email, fs: 1 },
  });
  const verified = await call(ctx.app, 'verifySignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/verify-otp',
    headers: XHR,
    payload: { email, code: await lastCode(ctx, email) },
  });
  const cookie = verified.cookies.find((c) => c.name === 'sarraf_session')?.value;
  if (verified.statusCode !== 200 || !cookie) throw new Error(`cannot sign up ${email}`);
  return cookie;
}

/**
 * A signed-up account that has set its password (`password`) and, unless `authenticator: false`, turned on an
 * authenticator app: ready to use the whole API, money included.
 */
export async function signUpWithPassword(
  ctx: TestContext,
  email: string,
  password = 'correct horse battery staple',
  { authenticator = true }: { authenticator?: boolean } = {},
): Promise<string> {
  const cookie = await signUpWithCode(ctx, email);
  const set = await call(ctx.app, 'setPassword', {
    method: 'POST',
    url: '/api/user/password-set',
    headers: XHR,
    cookies: session(cookie),
    payload: { password, password_confirmation: password },
  });
  if (set.statusCode !== 200) throw new Error(`cannot set the password of ${email}: ${set.body}`);
  if (authenticator) await enrolAuthenticator(ctx.app, cookie, email, password);
  return cookie;
}

/** A session cookie for `cookie`, for inject's `cookies` option. */
export function session(cookie: string | undefined): { sarraf_session: string } {
  if (!cookie) throw new Error('no session cookie');
  return { sarraf_session: cookie };
}

/**
 * A password reset as the mailbox's holder does it: the emailed code, then the new password. Answers the
 * reset's response (200 with `redirect_to`, or the refusal).
 */
export async function resetPasswordByMail(ctx: TestContext, email: string, password: string) {
  await call(ctx.app, 'sendForgotPasswordCode', {
    method: 'POST',
    url: '/api/auth/forget-password/code',
    headers: XHR,
    payload: { email },
  });
  return call(ctx.app, 'resetForgottenPassword', {
    method: 'POST',
    url: '/api/auth/forget-password/email',
    headers: XHR,
    payload: { email, code: await lastCode(ctx, email), password, password_confirmation: password },
  });
}
