import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/modules/mail/index.js';
import { buildTestApp, call, XHR, type TestContext } from '../../helpers/buildTestApp.js';

// A real SMTP server in this process: the mail goes over the wire and is parsed as a mail client would.
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

let ctx: TestContext;
let withOutbox: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await buildTestApp({
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' }),
  });
  withOutbox = await buildTestApp({}, ctx.db);
});
afterAll(async () => {
  await withOutbox?.close();
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function signUp(app: TestContext['app'], email: string, locale: string) {
  return call(app, 'sendSignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/otp',
    headers: { ...XHR, 'x-locale': locale },
    payload: { email, fs: 1 },
  });
}

describe('mail over SMTP', () => {
  it('sends the sign-up code in the language of the request', async () => {
    expect((await signUp(ctx.app, 'sara@example.com', 'en')).statusCode).toBe(200);
    expect((await signUp(ctx.app, 'reza@example.com', 'fa')).statusCode).toBe(200);
    await ctx.app.core.mailer.idle();
    const en = received.find((m) => m.to && JSON.stringify(m.to).includes('sara@example.com'));
    const fa = received.find((m) => m.to && JSON.stringify(m.to).includes('reza@example.com'));
    expect(en?.subject).toBe('Your Sarraf sign-up code');
    expect(en?.text).toMatch(/Your sign-up code is [0-9]{6}\b/);
    expect(en?.headers.get('content-language')).toBe('en');
    expect(fa?.subject).toBe('کد تأیید ثبت‌نام در صراف');
    expect(fa?.text).toMatch(/کد تأیید ثبت‌نام شما: [0-9]{6}/);
  });

  it('mails a password reset code in the stored language of the account, not the request', async () => {
    await ctx.db.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('email', '=', 'demo@example.com')
      .execute();
    const response = await call(ctx.app, 'sendForgotPasswordCode', {
      method: 'POST',
      url: '/api/auth/forget-password/code',
      headers: { ...XHR, 'x-locale': 'fa' },
      payload: { email: 'demo@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.core.mailer.idle();
    const mail = received.find((m) => JSON.stringify(m.to).includes('demo@example.com'));
    expect(mail?.subject).toBe('Your Sarraf password reset code');
  });
});

describe('local outbox', () => {
  it('writes one .eml per message and a readable listing, for the owner only', async () => {
    // Mail goes out in the background: let the first message land before the second is sent.
    await signUp(withOutbox.app, 'first@example.com', 'en');
    await withOutbox.app.core.mailer.idle();
    await signUp(withOutbox.app, 'second@example.com', 'en');
    await withOutbox.app.core.mailer.idle();
    const dir = join(withOutbox.dir, 'outbox');
    const emls = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    const parsed = await simpleParser(readFileSync(join(dir, emls[0]!)));
    expect(parsed.text).toMatch(/[0-9]{6}/);
    const listing = readFileSync(join(dir, 'index.txt'), 'utf8');
    expect(listing).toMatch(
      /To: first@example.com\nSubject: Your Sarraf sign-up code\n\nYour sign-up code is [0-9]{6}/,
    );
    // Sign-up codes are in there.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);
  });
});
