import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { buildApp, type AppOptions } from '../../src/app.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemoUsers } from '../../src/modules/user/seedDemoUsers.js';
import { userRepository } from '../../src/modules/user/userRepository.js';
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
  close: () => Promise<void>;
}

/** A migrated and seeded database plus an app on it, with a small captcha so tests solve real ones fast. */
export async function buildTestApp(overrides: Partial<AppOptions> = {}, db?: TestDb): Promise<TestContext> {
  const testDb = db ?? (await createTestDb());
  await migrate(testDb.db);
  await seedDemoUsers(userRepository(testDb.db));
  const clock = new TestClock();
  const app = await buildApp({
    db: testDb.db,
    sessionSecret: 'test-session-secret',
    captchaHmacKey: 'test-captcha-key',
    captchaMaxNumber: 500,
    now: clock.now,
    // The demo account logs in many times per file; the limits themselves are tested with small values.
    rateLimits: {
      loginPerIp: { max: 1000, windowMs: 60_000 },
      loginPerEmail: { max: 1000, windowMs: 60_000 },
      captchaPerIp: { max: 1000, windowMs: 60_000 },
    },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    db: testDb,
    clock,
    close: async () => {
      await app.close();
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
  const challenge = response.json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solvable');
  const payload = { ...challenge, number: solution.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export const DEMO = { email: 'demo@example.com', password: 'sarraf-demo' } as const;

/** Logs in and returns the response plus the session cookie value. */
export async function loginAs(
  app: FastifyInstance,
  credentials: { email: string; password: string } = DEMO,
  headers: Record<string, string> = {},
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  const response = await call(app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, ...headers },
    payload: { ...credentials, captcha: await solvedCaptcha(app) },
  });
  const cookie = response.cookies.find((c) => c.name === 'sarraf_session')?.value;
  return { response, cookie };
}
