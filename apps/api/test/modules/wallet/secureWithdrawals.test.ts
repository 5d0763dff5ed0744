import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractDecimals } from '../../../src/money/decimal.js';
import { sendDueNotificationEmails } from '../../../src/modules/notifications/index.js';
import { nextCodeOfSession } from '../../helpers/authenticator.js';
import {
  buildTestApp,
  call,
  loginAs,
  outbox,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import {
  ADDRESSES,
  ADMIN,
  balances,
  fundToman,
  IBANS,
  key,
  verify,
  withdrawToman,
} from './walletFixtures.js';

// Secure-withdrawal mode, as Nobitex's and Coinbase's address lists: while it is in force, money leaves only
// for saved destinations that have waited a day since they were saved, saving one needs the app's code, and
// turning the mode off takes a day too. The clock starts at 2030-01-01 08:00 UTC (11:30 in Tehran).
const PASSWORD = 'correct horse battery staple';
const DAY = 24 * 60 * 60;
const LINKS = { publicUrl: 'https://sarraf.test', freezeLinkSeconds: DAY };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const code = (cookie: string) => nextCodeOfSession(ctx.app, cookie, ctx.clock);

function setMode(cookie: string, payload: object, locale = 'en') {
  return call(ctx.app, 'setSecureWithdrawals', {
    method: 'PUT',
    url: '/api/user/secure-withdrawals',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload,
  });
}

async function mode(cookie: string) {
  const answer = await call(ctx.app, 'getSecureWithdrawals', {
    method: 'GET',
    url: '/api/user/secure-withdrawals',
    cookies: session(cookie),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

function saveIban(cookie: string, payload: object, locale = 'en') {
  return call(ctx.app, 'createSavedIban', {
    method: 'POST',
    url: '/api/wallet/ibans',
    headers: { ...XHR, 'x-locale': locale },
    cookies: session(cookie),
    payload: { owner_name: 'Sara Ahmadi', ...payload },
  });
}

async function savedIbans(cookie: string) {
  const answer = await call(ctx.app, 'listSavedIbans', {
    method: 'GET',
    url: '/api/wallet/ibans',
    cookies: session(cookie),
  });
  return answer.json().data as Array<{ id: number; iban: string; usable_at: string | null }>;
}

async function notificationKinds(cookie: string): Promise<string[]> {
  const answer = await call(ctx.app, 'listNotifications', {
    method: 'GET',
    url: '/api/notifications',
    cookies: session(cookie),
  });
  return (answer.json().data as Array<{ kind: string }>).map((notification) => notification.kind);
}

const withdraw = (cookie: string, destination: object, locale = 'en') =>
  withdrawToman(ctx, cookie, { amount: '1000000', ...destination }, { ...key(), 'x-locale': locale });

/** A new session after the clock moved past the old one's idle time (30 minutes). */
const logInAgain = async (email: string) => (await loginAs(ctx.app, { email, password: PASSWORD })).cookie!;

async function fundedPerson(email: string): Promise<string> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD);
  await verify(ctx, email);
  const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await fundToman(ctx, cookie, admin, '10000000');
  return cookie;
}

describe('secure-withdrawal mode', () => {
  it('is off at first and needs the authenticator app to change, said in the request language', async () => {
    const cookie = await signUpWithPassword(ctx, 'secure-no-app@example.com', PASSWORD, {
      authenticator: false,
    });
    expect(await mode(cookie)).toEqual({ is_on: false, on_since: null, ends_at: null, wait_hours: 24 });
    const refused = await setMode(cookie, { on: true, totp_code: '123456' }, 'fa');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'برای برداشت امن، نخست برنامهٔ تأیید هویت (ورود دومرحله‌ای) را در پروفایل فعال کنید.',
    );
    expect((await mode(cookie)).is_on).toBe(false);
  });

  it('turns on with a good code only; a wrong one changes nothing', async () => {
    const cookie = await signUpWithPassword(ctx, 'secure-code@example.com', PASSWORD);
    const wrong = await setMode(cookie, { on: true, totp_code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['totp_code']);
    expect((await mode(cookie)).is_on).toBe(false);
    const on = await setMode(cookie, { on: true, totp_code: code(cookie) });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      is_on: true,
      on_since: ctx.clock.now().toISOString(),
      ends_at: null,
      wait_hours: 24,
    });
    expect(await notificationKinds(cookie)).toContain('secure_withdrawals_on');
  });

  it('sends money only to a saved destination that has waited a day, and saving one needs the code', async () => {
    const email = 'secure-saved@example.com';
    let cookie = await fundedPerson(email);
    // Saved two days before the mode: usable at once when it is turned on.
    expect((await saveIban(cookie, { iban: IBANS.melli })).statusCode).toBe(201);
    ctx.clock.advanceSeconds(2 * DAY);
    cookie = await logInAgain(email);
    expect((await setMode(cookie, { on: true, totp_code: code(cookie) })).statusCode).toBe(200);
    const before = await balances(ctx, cookie);

    const toNew = await withdraw(cookie, { iban: IBANS.parsian });
    expect(toNew.statusCode).toBe(409);
    expect(toNew.json().message).toBe(
      'Secure withdrawals are on: you can withdraw only to a saved IBAN or address. Save the destination first.',
    );

    const withoutCode = await saveIban(cookie, { iban: IBANS.parsian });
    expect(withoutCode.statusCode).toBe(422);
    expect(Object.keys(withoutCode.json().errors)).toEqual(['totp_code']);
    const saved = await saveIban(cookie, { iban: IBANS.parsian, totp_code: code(cookie) });
    expect(saved.statusCode).toBe(201);
    const dayLater = new Date(Date.parse(saved.json().created_at) + DAY * 1000).toISOString();
    expect(saved.json().usable_at).toBe(dayLater);

    const waiting = await withdraw(cookie, { saved_iban_id: saved.json().id }, 'fa');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(
      /^برداشت امن روشن است: این مقصد تازه ذخیره شده و از .*۱۴۰۸.* به وقت تهران قابل استفاده است\.$/,
    );
    const old = (await savedIbans(cookie)).find((row) => row.iban === IBANS.melli)!;
    expect(Date.parse(old.usable_at!)).toBeLessThan(ctx.clock.now().getTime());
    expect((await withdraw(cookie, { saved_iban_id: old.id })).statusCode).toBe(201);
    // The refused requests held nothing: only the one accepted withdrawal left the available balance.
    const after = await balances(ctx, cookie);
    expect(after.IRT.available).toBe(subtractDecimals(before.IRT.available, '1000000'));

    ctx.clock.advanceSeconds(DAY);
    cookie = await logInAgain(email);
    expect((await withdraw(cookie, { saved_iban_id: saved.json().id })).statusCode).toBe(201);
    expect(await notificationKinds(cookie)).toContain('destination_saved');
  });

  it('refuses a new Tether address too', async () => {
    const cookie = await signUpWithPassword(ctx, 'secure-tether@example.com', PASSWORD);
    expect((await setMode(cookie, { on: true, totp_code: code(cookie) })).statusCode).toBe(200);
    const refused = await call(ctx.app, 'createUsdtWithdraw', {
      method: 'POST',
      url: '/api/wallet/withdraw/usdt',
      headers: { ...XHR, ...key(), 'x-locale': 'en' },
      cookies: session(cookie),
      payload: { amount: '20', network: 'TRC20', address: ADDRESSES.first, totp_code: code(cookie) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('only to a saved IBAN or address');
  });

  it('turns off only a day after it is asked to; asking again does not move the end, turning on keeps it', async () => {
    const email = 'secure-off@example.com';
    let cookie = await fundedPerson(email);
    expect((await setMode(cookie, { on: true, totp_code: code(cookie) })).statusCode).toBe(200);
    const since = (await mode(cookie)).on_since;
    const off = await setMode(cookie, { on: false, totp_code: code(cookie) });
    expect(off.statusCode).toBe(200);
    const endsAt = new Date(ctx.clock.now().getTime() + DAY * 1000).toISOString();
    expect(off.json()).toEqual({ is_on: true, on_since: since, ends_at: endsAt, wait_hours: 24 });
    expect(await notificationKinds(cookie)).toContain('secure_withdrawals_ending');

    ctx.clock.advanceSeconds(60 * 60);
    cookie = await logInAgain(email);
    expect((await setMode(cookie, { on: false, totp_code: code(cookie) })).json().ends_at).toBe(endsAt);
    expect((await withdraw(cookie, { iban: IBANS.parsian })).statusCode).toBe(409);
    const kept = await setMode(cookie, { on: true, totp_code: code(cookie) });
    expect(kept.json()).toEqual({ is_on: true, on_since: since, ends_at: null, wait_hours: 24 });

    expect((await setMode(cookie, { on: false, totp_code: code(cookie) })).statusCode).toBe(200);
    ctx.clock.advanceSeconds(DAY);
    cookie = await logInAgain(email);
    expect(await mode(cookie)).toEqual({ is_on: false, on_since: null, ends_at: null, wait_hours: 24 });
    expect((await savedIbans(cookie)).every((row) => row.usable_at === null)).toBe(true);
    expect((await withdraw(cookie, { iban: IBANS.parsian })).statusCode).toBe(201);
  });

  it('tells the owner by mail when a destination is saved, with the link that stops withdrawals', async () => {
    const email = 'secure-mail@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    expect((await saveIban(cookie, { iban: IBANS.mellat })).statusCode).toBe(201);
    // Saving it again (a new name) is not a new destination: no second notice. The mail is in the person's
    // language (Persian, the default).
    expect((await saveIban(cookie, { iban: IBANS.mellat, owner_name: 'Sara A.' })).statusCode).toBe(201);
    await sendDueNotificationEmails(ctx.db.db, ctx.app.core.mailer, ctx.clock.now, LINKS);
    const mails = (await outbox(ctx)).filter(
      (mail) => mail.to === email && mail.subject === 'مقصد برداشت تازه ذخیره شد',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('IR36…4321');
    expect(mails[0]!.text).toContain('https://sarraf.test/security/freeze?token=');
  });
});
