import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/modules/mail/index.js';
import { buildTestApp, type ConfigOverrides, type TestContext } from '../helpers/buildTestApp.js';
import { createTestDb, type TestDb } from '../helpers/testDb.js';

// One outbox with two messages, read by apps that differ only in whether the page is on.
const outboxDir = mkdtempSync(join(tmpdir(), 'sarraf-outbox-'));
const NOT_FOUND = { message: 'The requested path was not found.' };

let db: TestDb;
let page: TestContext;
let off: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  const mailer = createMailer({ smtpUrl: undefined, outboxDir });
  for (const to of ['first@example.com', 'second@example.com']) {
    mailer.send({
      to,
      subject: 'Your Sarraf sign-up code',
      text: 'Your sign-up code is 123456',
      locale: 'en',
    });
    // One at a time, so "newest first" has one right answer.
    await mailer.idle();
  }
  db = await createTestDb();
  const on: ConfigOverrides = { devOutbox: true, outboxDir };
  page = await buildTestApp({ config: on }, db);
  off = await buildTestApp({ config: { devOutbox: false, outboxDir } }, db);
  behindProxy = await buildTestApp({ config: { ...on, trustProxy: 1 } }, db);
});
afterAll(async () => {
  await page?.close();
  await off?.close();
  await behindProxy?.close();
  await db?.cleanup();
  rmSync(outboxDir, { recursive: true, force: true });
});

const open = (ctx: TestContext, options: Partial<InjectOptions> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/dev/outbox',
    ...options,
    headers: { 'x-locale': 'en', ...options.headers },
  });

describe('the local outbox page', () => {
  it('shows a person at this machine the mail, newest first, never cached', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await open(page, { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.indexOf('second@example.com')).toBeLessThan(
        response.body.indexOf('first@example.com'),
      );
      expect(response.body).toContain('Your sign-up code is 123456');
    }
  });

  it('answers this machine by its loopback names, with or without a port', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      const response = await open(page, { headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('does not exist for a page of another site whose name resolves to this machine (DNS rebinding)', async () => {
    for (const host of [
      'evil.example:3000',
      'evil.example',
      '127.0.0.1.nip.io:3000',
      'localhost.evil.example',
    ]) {
      const response = await open(page, { remoteAddress: '127.0.0.1', headers: { host } });
      expect(response.statusCode, host).toBe(404);
      expect(response.json(), host).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('123456');
    }
  });

  it('does not exist for a client on another machine', async () => {
    const response = await open(page, { remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('does not exist for a request a proxy relayed, even over loopback', async () => {
    const relayed = {
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'for=203.0.113.9;proto=https',
      'x-real-ip': '203.0.113.9',
      'x-forwarded-host': 'sarraf.example',
      'x-forwarded-proto': 'https',
      via: '1.1 proxy',
    };
    for (const [header, value] of Object.entries(relayed)) {
      const response = await open(page, { headers: { [header]: value } });
      expect(response.statusCode, header).toBe(404);
      expect(response.json(), header).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('123456');
    }
  });

  it('does not exist behind a trusted proxy that names a loopback client', async () => {
    // With TRUST_PROXY the client address comes from the header: a forged 127.0.0.1 must not count.
    const response = await open(behindProxy, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('does not exist unless the configuration turns it on (development or the quick start)', async () => {
    const response = await open(off);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});
