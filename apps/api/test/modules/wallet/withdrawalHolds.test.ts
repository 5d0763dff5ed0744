import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  resetPasswordByMail,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { setPrice } from '../trade/tradeFixtures.js';
import { ADMIN, fundToman, IBANS, key, verify, withdrawToman } from './walletFixtures.js';

// The takeover path of a stolen mailbox: reset the password with the emailed code, log in, withdraw at once.
// The clock stays at its start (2030-01-01 08:00 UTC = 11:30 in Tehran) until each hold is crossed.
const PASSWORD = 'correct horse battery staple';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

async function fundedPerson(email: string): Promise<string> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD);
  await verify(ctx, email);
  const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await fundToman(ctx, cookie, admin, '5000000');
  return cookie;
}

const withdraw = (cookie: string, locale = 'en') =>
  withdrawToman(ctx, cookie, { amount: '1000000', iban: IBANS.parsian }, { ...key(), 'x-locale': locale });

describe('withdrawals after a risky change to the account', () => {
  it('are refused for 24 hours after a password reset, saying until when and why; trading stays open', async () => {
    const email = 'reset-held@example.com';
    const before = await fundedPerson(email);
    // The sign-up password started no hold.
    expect((await withdraw(before)).statusCode).toBe(201);

    const reset = await resetPasswordByMail(ctx, email, 'a new phrase 42');
    expect(reset.statusCode).toBe(200);
    const resetAt = ctx.clock.now().getTime();
    const { cookie } = await loginAs(ctx.app, { email, password: 'a new phrase 42' });

    const refused = await withdraw(cookie!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your password was reset recently. To keep your account safe, withdrawals are paused until 2 January 2030 at 11:30 (Tehran time). Trading stays open.',
    );
    const persian = await withdraw(cookie!, 'fa');
    expect(persian.json().message).toContain('تا ۱۳ دی ۱۴۰۸ ساعت ۱۱:۳۰ به وقت تهران');
    // Nothing was held for the refused requests: the balance is what the first withdrawal left.
    const balances = await call(ctx.app, 'getBalances', {
      method: 'GET',
      url: '/api/wallet/balances',
      cookies: session(cookie),
    });
    expect(balances.json().data.find((b: { currency: string }) => b.currency === 'IRT')).toMatchObject({
      available: '4000000',
      locked: '1000000',
    });
    await setPrice(ctx, '92000', '91500');
    const quote = await call(ctx.app, 'createQuote', {
      method: 'POST',
      url: '/api/trade/quote',
      headers: XHR,
      cookies: session(cookie),
      payload: { pair: 'USDT/IRT', side: 'Buy', amount: '1000000' },
    });
    expect(quote.statusCode).toBe(201);

    // A day after the reset (sessions do not last a day: a new login), one second short, then on the hour.
    // (The requests above moved the clock on while waiting for fresh authenticator codes.)
    ctx.clock.advanceSeconds((resetAt + 24 * 60 * 60 * 1000 - 1000 - ctx.clock.now().getTime()) / 1000);
    const nextDay = (await loginAs(ctx.app, { email, password: 'a new phrase 42' })).cookie!;
    expect((await withdraw(nextDay)).statusCode).toBe(409);
    ctx.clock.advanceSeconds(1);
    const open = await withdraw(nextDay);
    expect(open.json()).toMatchObject({ status: 'Pending' });
  });

  it('are refused after the password is changed, and not after the first password is set', async () => {
    const email = 'change-held@example.com';
    const cookie = await fundedPerson(email);
    const changed = await call(ctx.app, 'setPassword', {
      method: 'POST',
      url: '/api/user/password-set',
      headers: XHR,
      cookies: session(cookie),
      payload: {
        current_password: PASSWORD,
        password: 'another phrase 7',
        password_confirmation: 'another phrase 7',
      },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await withdraw(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Your password was changed recently\./);
  });
});
