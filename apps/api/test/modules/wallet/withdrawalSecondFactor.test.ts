import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCode } from '../../helpers/authenticator.js';
import {
  buildTestApp,
  call,
  enrolAuthenticator,
  resetPasswordByMail,
  loginAs,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart } from '../../helpers/multipart.js';
import {
  ADMIN,
  balances,
  deskBankAccountId,
  fundToman,
  IBANS,
  key,
  verify,
  withdrawToman,
} from './walletFixtures.js';

// Only the owner moves money: a person without an authenticator app moves none, and a withdrawal carries
// the app's current code, taken with the hold.
const PASSWORD = 'correct horse battery staple';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const toPersian = (code: string) => code.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
});
afterAll(async () => ctx?.close());

async function fundedPerson(email: string, amount = '5000000'): Promise<string> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD);
  await verify(ctx, email);
  await fundToman(ctx, cookie, admin, amount);
  return cookie;
}

const withdraw = (cookie: string, payload: object, locale = 'en') =>
  withdrawToman(
    ctx,
    cookie,
    { amount: '1000000', iban: IBANS.parsian, ...payload },
    { ...key(), 'x-locale': locale },
  );

async function withdrawalsOf(cookie: string): Promise<unknown[]> {
  const listed = await call(ctx.app, 'listWalletTransactions', {
    method: 'GET',
    url: '/api/wallet/deposit-withdraw/trx',
    cookies: session(cookie),
  });
  return listed.json().data.filter((row: { type: string }) => row.type === 'Withdraw');
}

describe('a person without an authenticator app', () => {
  it('cannot deposit or withdraw, is told why in their language, and is not locked out for asking', async () => {
    const email = 'no-app@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD, { authenticator: false });
    await verify(ctx, email);
    const body = await multipart({
      amount: '1000000',
      bank_account_id: String(await deskBankAccountId(ctx, admin)),
      tracking_id: '123456789',
      source_account: '6037991234567890',
      source_account_name: 'سارا احمدی',
      receipt: { name: 'receipt.jpg', type: 'image/jpeg', data: FIXTURES.jpeg },
    });
    const deposit = await call(ctx.app, 'createIrtDeposit', {
      method: 'POST',
      url: '/api/wallet/deposit/irt',
      headers: { ...XHR, ...key(), ...body.headers, 'x-locale': 'en' },
      cookies: session(cookie),
      payload: body.payload,
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toBe(
      'To deposit or withdraw, first turn on an authenticator app (two-step sign-in) in your profile.',
    );
    const address = await call(ctx.app, 'getUsdtDepositAddress', {
      method: 'GET',
      url: '/api/wallet/deposit/usdt/address',
      headers: { 'x-locale': 'fa' },
      cookies: session(cookie),
    });
    expect(address.statusCode).toBe(403);
    expect(address.json().message).toContain('برنامهٔ تأیید هویت');
    for (let i = 0; i < 7; i += 1) {
      const refused = await withdraw(cookie, { totp_code: '123456' });
      expect(refused.statusCode).toBe(403);
    }
    // Asking seven times counted nothing toward the login lockout (5).
    expect((await loginAs(ctx.app, { email, password: PASSWORD })).cookie).toBeDefined();

    // Once the app is on, the same person deposits.
    await enrolAuthenticator(ctx.app, cookie, email, PASSWORD);
    await fundToman(ctx, cookie, admin, '2000000');
    expect((await balances(ctx, cookie)).IRT.available).toBe('2000000');
  });
});

describe('a withdrawal carries the app code', () => {
  it('is refused without a code, or with a wrong one, and then nothing is held and nothing is listed', async () => {
    const cookie = await fundedPerson('code-needed@example.com');
    const missing = await withdraw(cookie, { totp_code: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      totp_code: ['Enter the 6-digit code from your authenticator app.'],
    });
    const wrong = await withdraw(cookie, { totp_code: '000000' }, 'fa');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.totp_code[0]).toContain('کد درست نیست');
    expect(await balances(ctx, cookie)).toEqual({
      IRT: { available: '5000000', locked: '0' },
      USDT: { available: '0', locked: '0' },
    });
    expect(await withdrawalsOf(cookie)).toEqual([]);
  });

  it('takes a right code once: typed in Persian digits with a space it works, sent again it is refused', async () => {
    const email = 'code-once@example.com';
    const cookie = await fundedPerson(email);
    const code = nextCode(ctx.app, email, ctx.clock);
    const typed = `${toPersian(code.slice(0, 3))} ${toPersian(code.slice(3))}`;
    expect((await withdraw(cookie, { totp_code: typed })).statusCode).toBe(201);
    // The same code with another Idempotency-Key is another request: refused, nothing more held.
    const replay = await withdraw(cookie, { totp_code: code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.totp_code).toEqual([
      'The code is wrong or was already used. Enter the current code from your authenticator app.',
    ]);
    expect((await balances(ctx, cookie)).IRT).toEqual({ available: '4000000', locked: '1000000' });
  });

  it('is not spent by a withdrawal refused for another reason: the same code then works', async () => {
    const email = 'code-kept@example.com';
    const cookie = await fundedPerson(email, '1500000');
    const code = nextCode(ctx.app, email, ctx.clock);
    const tooMuch = await withdraw(cookie, { amount: '9000000', totp_code: code });
    expect(tooMuch.statusCode).toBe(422);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['amount']);
    expect((await withdraw(cookie, { totp_code: code })).statusCode).toBe(201);
  });

  it('answers a double tap (one Idempotency-Key, one code) once, and a retry with a newer code the same', async () => {
    const email = 'code-double-tap@example.com';
    const cookie = await fundedPerson(email);
    const same = { ...key(), 'x-locale': 'en' };
    const payload = {
      amount: '1000000',
      iban: IBANS.parsian,
      totp_code: nextCode(ctx.app, email, ctx.clock),
    };
    const taps = await Promise.all([
      withdrawToman(ctx, cookie, payload, same),
      withdrawToman(ctx, cookie, payload, same),
    ]);
    expect(taps.map((tap) => tap.statusCode)).toEqual([201, 201]);
    expect(taps[1]!.json()).toEqual(taps[0]!.json());
    // The answer was lost; the app retries with the same key and the code it shows now.
    const retry = await withdrawToman(
      ctx,
      cookie,
      { ...payload, totp_code: nextCode(ctx.app, email, ctx.clock) },
      same,
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(taps[0]!.json());
    expect(await withdrawalsOf(cookie)).toHaveLength(1);
  });

  it('counts wrong codes in the login lockout: the sixth try is refused even with the right code', async () => {
    const email = 'code-guessed@example.com';
    const cookie = await fundedPerson(email);
    const guesses = await Promise.all(
      ['111111', '222222', '333333', '444444', '555555', '666666', '777777'].map((guess) =>
        withdraw(cookie, { totp_code: guess }),
      ),
    );
    // However they arrive, at most five codes are checked; the rest wait for the lock.
    const statuses = guesses.map((guess) => guess.statusCode).sort();
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    const locked = await withdraw(cookie, { totp_code: nextCode(ctx.app, email, ctx.clock) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/minutes/);
    expect(await withdrawalsOf(cookie)).toEqual([]);
    // The guesses locked the password too: a stolen session cannot guess its way to a payout.
    const login = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password: PASSWORD, captcha: await solvedCaptcha(ctx.app) },
    });
    expect(login.statusCode).toBe(429);
  });

  it('is one code for one withdrawal on two server instances sharing the database', async () => {
    const email = 'code-two-instances@example.com';
    const cookie = await fundedPerson(email);
    const second = await buildTestApp({}, ctx.db);
    try {
      const payload = {
        amount: '1000000',
        iban: IBANS.parsian,
        totp_code: nextCode(ctx.app, email, ctx.clock),
      };
      const answers = await Promise.all(
        [ctx.app, second.app].map((app) =>
          call(app, 'createIrtWithdraw', {
            method: 'POST',
            url: '/api/wallet/withdraw/irt',
            headers: { ...XHR, ...key() },
            cookies: session(cookie),
            payload,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      expect(await withdrawalsOf(cookie)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('a stolen mailbox', () => {
  it('resets the password but cannot sign in without the app, so no payout', async () => {
    const email = 'mailbox-stolen@example.com';
    await fundedPerson(email);
    const reset = await resetPasswordByMail(ctx, email, 'attacker chose this');
    expect(reset.statusCode).toBe(200);
    // The reset left the app on: the password alone starts no session.
    const login = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password: 'attacker chose this', captcha: await solvedCaptcha(ctx.app) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ second_factor_required: true });
    expect(login.cookies.find((c) => c.name === 'sarraf_session')).toBeUndefined();
  });
});
