import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/db/transaction.js';
import { errorsPlugin } from '../../src/http/errorHandler.js';
import { localePlugin } from '../../src/http/locale.js';
import { seedDemoUsers } from '../../src/modules/users/index.js';
import { expectMatchesContract } from '../helpers/contract.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

// Each route breaks one real rule of the real schema, so the SQLSTATE comes from the database itself.
const BREAKS: Record<string, string> = {
  // 23505: a second account with the same email (any case).
  unique: `INSERT INTO users (email, referral_code) VALUES ('DEMO@example.com', 'ZZZZZZZZ')`,
  // 23514: a role the CHECK does not allow.
  check: `INSERT INTO users (email, referral_code, role) VALUES ('x@example.com', 'YYYYYYYY', 'root')`,
  // 23503: a session of a user who does not exist.
  foreignKey: `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
               VALUES (repeat('a', 64), 999999999, now(), now(), now() + interval '1 hour')`,
  // 22003: a number no bigint holds.
  outOfRange: `SELECT 99999999999999999999::int8`,
  // 22P02: text where a number is due.
  badText: `SELECT 'twelve'::int8`,
  // 22021: a NUL byte in text.
  nul: `SELECT convert_from('\\x00'::bytea, 'UTF8')`,
};

let testDb: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoUsers(testDb.db);
  app = Fastify();
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  app.get('/break/:rule', async (request) => {
    await sql.raw(BREAKS[(request.params as { rule: string }).rule]!).execute(testDb.db);
    return { ok: true };
  });
  // A transaction that keeps meeting a serialization failure: withTransaction gives up and the client retries.
  app.get('/always-conflicting', async () =>
    withTransaction(
      testDb.db,
      (trx) => sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = '40001'; END $$`).execute(trx),
      { attempts: 2 },
    ),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

const hit = (url: string, locale = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });

describe('database refusals become the standard body, never a 500', () => {
  it.each([
    [
      'unique',
      409,
      'This is not possible in the current state; it may have been done already. Please refresh.',
    ],
    [
      'foreignKey',
      409,
      'This is not possible in the current state; it may have been done already. Please refresh.',
    ],
    ['check', 422, 'The given data was invalid.'],
    ['outOfRange', 422, 'The given data was invalid.'],
    ['badText', 422, 'The given data was invalid.'],
    ['nul', 422, 'The given data was invalid.'],
  ])('%s violation -> %i', async (rule, status, message) => {
    const response = await hit(`/break/${rule}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expectMatchesContract('login', status, response.json()); // the shared Error shape
  });

  it('answers in the request language', async () => {
    const response = await hit('/break/unique', 'fa');
    expect(response.json().message).toMatch(/^این کار با وضعیت فعلی سازگار نیست/);
  });

  it('a serialization failure that outlasts the retries is a 503 the client may retry', async () => {
    const response = await hit('/always-conflicting');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      message: 'The server is busy right now. Please try again in a moment.',
    });
  });
});
