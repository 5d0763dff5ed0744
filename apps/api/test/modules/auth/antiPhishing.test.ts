import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotificationEmails } from '../../../src/modules/notifications/index.js';
import { nextCodeOfSession } from '../../helpers/authenticator.js';
import {
  buildTestApp,
  call,
  outbox,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';

// Every mail to an account opens with the phrase its owner chose, so a forged mail (which cannot know it)
// gives itself away; only the owner, with the app's current code, can set or change it.
const PASSWORD = 'correct horse battery staple';
const LINKS = { publicUrl: 'https://sarraf.test', freezeLinkSeconds: 24 * 60 * 60 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

function setPhrase(cookie: string, payload: object, locale = 'en') {
  return call(ctx.app, 'setAntiPhishingPhrase', {
    method: 'PUT',
    url: '/api/user/anti-phishing-phrase',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload,
  });
}

async function phraseState(cookie: string) {
  const answer = await call(ctx.app, 'getAntiPhishingPhrase', {
    method: 'GET',
    url: '/api/user/anti-phishing-phrase',
    cookies: session(cookie),
  });
  expect(answer.statusCode).toBe(200);
  return answer;
}

async function mailsTo(email: string) {
  await sendDueNotificationEmails(ctx.db.db, ctx.app.core.mailer, ctx.clock.now, LINKS);
  return (await outbox(ctx)).filter((mail) => mail.to === email);
}

describe('anti-phishing phrase', () => {
  it('needs the authenticator app: refused in the request language, nothing stored', async () => {
    const cookie = await signUpWithPassword(ctx, 'phrase-no-app@example.com', PASSWORD, {
      authenticator: false,
    });
    const refused = await setPhrase(cookie, { phrase: 'blue heron', totp_code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'To set an anti-phishing phrase, first turn on the authenticator app (two-step sign-in) in your profile.',
    );
    const inPersian = await setPhrase(cookie, { phrase: 'blue heron', totp_code: '123456' }, 'fa');
    expect(inPersian.json().message).toBe(
      'برای گذاشتن عبارت ضدفیشینگ، نخست برنامهٔ تأیید هویت (ورود دومرحله‌ای) را در پروفایل فعال کنید.',
    );
    expect((await phraseState(cookie)).json()).toEqual({ is_set: false, set_at: null });
  });

  it('refuses what could read as a link or markup, or is too short or long, without spending the code', async () => {
    const cookie = await signUpWithPassword(ctx, 'phrase-rules@example.com', PASSWORD);
    const code = nextCodeOfSession(ctx.app, cookie, ctx.clock);
    for (const phrase of [
      'abc',
      '   ab   ',
      'https://sarraf.example',
      '<b>hi</b>',
      'a'.repeat(21),
      'pay@now',
      '',
    ]) {
      const refused = await setPhrase(cookie, { phrase, totp_code: code });
      expect(refused.statusCode, phrase).toBe(422);
      expect(refused.json().errors).toEqual({
        phrase: ['The anti-phishing phrase must be 4 to 20 letters, digits, spaces or hyphens.'],
      });
    }
    // The same code still works: nothing above looked at it.
    expect((await setPhrase(cookie, { phrase: 'blue-heron 42', totp_code: code })).statusCode).toBe(200);
  });

  it('a wrong code or a replayed one changes nothing', async () => {
    const cookie = await signUpWithPassword(ctx, 'phrase-codes@example.com', PASSWORD);
    const wrong = await setPhrase(cookie, { phrase: 'blue heron', totp_code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.totp_code).toHaveLength(1);
    const code = nextCodeOfSession(ctx.app, cookie, ctx.clock);
    expect((await setPhrase(cookie, { phrase: 'blue heron', totp_code: code })).statusCode).toBe(200);
    const replayed = await setPhrase(cookie, { phrase: 'red fox', totp_code: code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.totp_code).toHaveLength(1);
    const stored = await ctx.db.db
      .selectFrom('users')
      .select('anti_phishing_phrase')
      .where('email', '=', 'phrase-codes@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.anti_phishing_phrase).toBe('blue heron');
  });

  it('a Persian phrase is kept as typed (one space between words) and every later mail opens with it', async () => {
    const email = 'phrase-mail@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    // Persian letters, a zero-width non-joiner, Persian digits, a double space and spaces around it.
    const typed = '  نان‌ها  و پنیر ۱۴۰۵ ';
    const set = await setPhrase(cookie, {
      phrase: typed,
      totp_code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ is_set: true, set_at: ctx.clock.now().toISOString() });
    const state = await phraseState(cookie);
    expect(state.json()).toEqual(set.json());
    // The app never answers the phrase itself: a stolen session cannot learn it.
    expect(state.body).not.toContain('پنیر');

    // The owner is told, by a mail that opens with the new phrase and can stop withdrawals.
    const [notice] = (await mailsTo(email)).filter((mail) => mail.subject === 'عبارت ضدفیشینگ تغییر کرد');
    expect(notice?.text).toMatch(/^عبارت ضدفیشینگ شما: «نان‌ها و پنیر ۱۴۰۵»\n/);
    expect(notice?.text).toContain('https://sarraf.test/security/freeze?token=');

    // A password reset code (asked by anyone who knows the address) opens with it too.
    await call(ctx.app, 'sendForgotPasswordCode', {
      method: 'POST',
      url: '/api/auth/forget-password/code',
      headers: XHR,
      payload: { email },
    });
    const reset = (await mailsTo(email)).at(-1);
    expect(reset?.subject).toBe('کد بازیابی رمز عبور صراف');
    expect(reset?.text.startsWith('عبارت ضدفیشینگ شما: «نان‌ها و پنیر ۱۴۰۵»')).toBe(true);

    // So does the notice sent when someone tries to sign up again with the address (after the codes' cooldown).
    ctx.clock.advanceSeconds(10 * 60);
    const again = await call(ctx.app, 'sendSignUpOtp', {
      method: 'POST',
      url: '/api/auth/sign-up/otp',
      headers: XHR,
      payload: { email, fs: 1 },
    });
    expect(again.statusCode).toBe(200);
    const exists = (await mailsTo(email)).at(-1);
    expect(exists?.subject).toBe('حساب صراف شما');
    expect(exists?.text.startsWith('عبارت ضدفیشینگ شما: «نان‌ها و پنیر ۱۴۰۵»')).toBe(true);
  });

  it('removed with null: mails go back to no phrase line, and the owner is told', async () => {
    const email = 'phrase-removed@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('email', '=', email).execute();
    await setPhrase(cookie, {
      phrase: 'blue heron',
      totp_code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    const removed = await setPhrase(cookie, {
      phrase: null,
      totp_code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    expect(removed.json()).toEqual({ is_set: false, set_at: null });
    expect((await phraseState(cookie)).json()).toEqual({ is_set: false, set_at: null });
    const notices = (await mailsTo(email)).filter((mail) => mail.subject === 'Anti-phishing phrase changed');
    expect(notices).toHaveLength(2);
    // Each mail says the phrase as it stood when it went: the first was sent after the removal.
    for (const mail of notices) expect(mail.text).not.toContain('anti-phishing phrase:');
  });

  it('the database itself refuses a phrase of the wrong length', async () => {
    const tooLong = ctx.db.db
      .updateTable('users')
      .set({ anti_phishing_phrase: 'x'.repeat(21) })
      .where('email', '=', 'phrase-rules@example.com')
      .execute();
    await expect(tooLong).rejects.toThrow(/check constraint/);
  });
});
