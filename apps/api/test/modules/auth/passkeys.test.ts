import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../../src/http/operation.js';
import { nextCode, nextCodeOfSession } from '../../helpers/authenticator.js';
import { expectMatchesContract } from '../../helpers/contract.js';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { SoftPasskey } from '../../helpers/softPasskey.js';
import { ADMIN, fundToman, IBANS, key, verify, withdrawToman } from '../wallet/walletFixtures.js';

// Passkeys beside the authenticator app: registered with the password and a current code, used at sign-in
// and for money, renamed and removed; the test app's PUBLIC_URL is https://sarraf.test, its relying party.
const PASSWORD = 'correct horse battery staple';
const DAY = 24 * 60 * 60;
const PARTY = { id: 'sarraf.test', origin: 'https://sarraf.test' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

/** A POST of the signed-in person; an answer with a body is checked against the contract. */
async function post(cookie: string, operationId: OperationId, url: string, payload?: object) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode !== 204) expectMatchesContract(operationId, answer.statusCode, answer.json());
  return answer;
}

const startRegistration = (cookie: string, payload: object) =>
  post(cookie, 'startPasskeyRegistration', '/api/user/second-factor/passkeys/options', payload);

const finishRegistration = (cookie: string, payload: object) =>
  post(cookie, 'finishPasskeyRegistration', '/api/user/second-factor/passkeys', payload);

/** Registers a new soft passkey for the person of `cookie`, named `name`; answers it and its contract row. */
async function registerPasskey(cookie: string, name = 'Pixel 8') {
  const passkey = new SoftPasskey(PARTY);
  const started = await startRegistration(cookie, {
    password: PASSWORD,
    code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
  });
  expect(started.statusCode).toBe(200);
  const finished = await finishRegistration(cookie, { name, credential: passkey.register(started.json()) });
  expect(finished.statusCode).toBe(201);
  return { passkey, row: finished.json() as { id: number; name: string } };
}

async function factors(cookie: string) {
  const answer = await call(ctx.app, 'getSecondFactors', {
    method: 'GET',
    url: '/api/user/second-factor',
    cookies: session(cookie),
  });
  return answer.json();
}

/** The password step of a login: answers the pending-login cookie. */
async function passwordStep(email: string): Promise<string> {
  const answer = await call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: XHR,
    payload: { email, password: PASSWORD, captcha: await solvedCaptcha(ctx.app) },
  });
  expect(answer.json().second_factor_required).toBe(true);
  return answer.cookies.find((c) => c.name === 'sarraf_pending_login')!.value;
}

const passkeyLoginOptions = (pending: string) =>
  call(ctx.app, 'startPasskeyLogin', {
    method: 'POST',
    url: '/api/auth/login/second-factor/passkey-options',
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: { sarraf_pending_login: pending },
  });

const secondStep = (pending: string, payload: object) =>
  call(ctx.app, 'loginSecondFactor', {
    method: 'POST',
    url: '/api/auth/login/second-factor',
    headers: XHR,
    cookies: { sarraf_pending_login: pending },
    payload,
  });

const confirmOptions = (cookie: string) =>
  post(cookie, 'startPasskeyConfirmation', '/api/user/second-factor/passkeys/confirm-options');

describe('registering a passkey', () => {
  it('needs the app first, the password and a current code; a wrong answer saves nothing', async () => {
    const none = await signUpWithPassword(ctx, 'passkey-noapp@example.com', PASSWORD, {
      authenticator: false,
    });
    const noApp = await startRegistration(none, { password: PASSWORD, code: '123456' });
    expect(noApp.statusCode).toBe(409);
    expect(noApp.json().message).toBe('Turn on the authenticator app first; a passkey is added beside it.');

    const cookie = await signUpWithPassword(ctx, 'passkey-wrong@example.com', PASSWORD);
    const wrongPassword = await startRegistration(cookie, {
      password: 'not it',
      code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    expect(Object.keys(wrongPassword.json().errors)).toEqual(['password']);
    const wrongCode = await startRegistration(cookie, { password: PASSWORD, code: '000000' });
    expect(Object.keys(wrongCode.json().errors)).toEqual(['code']);

    const started = await startRegistration(cookie, {
      password: PASSWORD,
      code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    expect(started.json()).toMatchObject({
      rp: { id: 'sarraf.test', name: 'Sarraf' },
      excludeCredentials: [],
    });
    const passkey = new SoftPasskey(PARTY);
    // Made for another site: the browser's origin is not the app's.
    const phished = await finishRegistration(cookie, {
      name: 'Phone',
      credential: passkey.register(started.json(), 'https://sarraf.example.evil'),
    });
    expect(phished.statusCode).toBe(422);
    expect(Object.keys(phished.json().errors)).toEqual(['credential']);
    // The challenge was spent by that try: the right answer to it is refused too.
    const late = await finishRegistration(cookie, {
      name: 'Phone',
      credential: passkey.register(started.json()),
    });
    expect(late.statusCode).toBe(422);
    const garbage = await finishRegistration(cookie, {
      name: 'Phone',
      credential: {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: '%%', attestationObject: '' },
      },
    });
    expect(garbage.statusCode).toBe(422);
    expect((await factors(cookie)).passkeys).toEqual([]);
  });

  it('saves the key under its name, tells the owner and holds withdrawals a day', async () => {
    const email = 'passkey-hold@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await verify(ctx, email);
    const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await fundToman(ctx, cookie, admin, '5000000');
    const blank = await startRegistration(cookie, {
      password: PASSWORD,
      code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    const noName = await finishRegistration(cookie, {
      name: '   ',
      credential: new SoftPasskey(PARTY).register(blank.json()),
    });
    expect(noName.json().errors.name).toEqual(['Give the passkey a name of 1 to 64 characters.']);

    const { row } = await registerPasskey(cookie, '  Pixel 8  ');
    expect(row).toMatchObject({ name: 'Pixel 8', last_used_at: null });
    expect((await factors(cookie)).passkeys).toEqual([row]);
    const held = await withdrawToman(ctx, cookie, { amount: '1000000', iban: IBANS.parsian }, key());
    expect(held.statusCode).toBe(409);
    const notices = await call(ctx.app, 'listNotifications', {
      method: 'GET',
      url: '/api/notifications',
      cookies: session(cookie),
    });
    expect(notices.json().data.map((n: { kind: string }) => n.kind)).toContain('second_factor_added');
  });
});

describe('signing in with a passkey', () => {
  it('the second step takes a passkey answer once; a replay, another key or a wrong answer is refused', async () => {
    const email = 'passkey-login@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    const { passkey } = await registerPasskey(cookie);

    const pending = await passwordStep(email);
    const options = await passkeyLoginOptions(pending);
    expect(options.statusCode).toBe(200);
    expect(options.json().rpId).toBe('sarraf.test');
    expect(options.json().allowCredentials.map((c: { id: string }) => c.id)).toEqual([
      passkey.credentialId.toString('base64url'),
    ]);
    const answer = passkey.assert(options.json());
    const stranger = new SoftPasskey(PARTY);
    const wrongKey = await secondStep(pending, { passkey: { ...stranger.assert(options.json()) } });
    expect(wrongKey.statusCode).toBe(422);
    expect(Object.keys(wrongKey.json().errors)).toEqual(['passkey']);
    const both = await secondStep(pending, { passkey: answer, code: nextCode(ctx.app, email, ctx.clock) });
    expect(both.statusCode).toBe(422);

    // A fresh challenge (the one above is still unanswered by the right key): the right key signs in.
    const fresh = await passkeyLoginOptions(pending);
    const signedIn = await secondStep(pending, { passkey: passkey.assert(fresh.json()) });
    expect(signedIn.statusCode).toBe(200);
    const newSession = signedIn.cookies.find((c) => c.name === 'sarraf_session')!.value;
    expect((await factors(newSession)).passkeys[0].last_used_at).not.toBeNull();

    // The same answer again, on a new pending login: its challenge is spent.
    const again = await passwordStep(email);
    const replay = await secondStep(again, { passkey: passkey.assert(fresh.json()) });
    expect(replay.statusCode).toBe(422);
  });

  it('without a pending login or without a passkey there is no challenge', async () => {
    const noPending = await call(ctx.app, 'startPasskeyLogin', {
      method: 'POST',
      url: '/api/auth/login/second-factor/passkey-options',
      headers: XHR,
    });
    expect(noPending.statusCode).toBe(409);
    const email = 'passkey-none@example.com';
    await signUpWithPassword(ctx, email, PASSWORD);
    const none = await passkeyLoginOptions(await passwordStep(email));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No passkey is registered for this account.');
  });
});

describe('a withdrawal confirmed with a passkey', () => {
  it('moves money once per answer; a replay with a new key holds nothing', async () => {
    const email = 'passkey-money@example.com';
    let cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await verify(ctx, email);
    const { passkey } = await registerPasskey(cookie);
    ctx.clock.advanceSeconds(DAY + 60);
    cookie = (await loginAs(ctx.app, { email, password: PASSWORD })).cookie!;
    const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await fundToman(ctx, cookie, admin, '5000000');

    const options = await confirmOptions(cookie);
    expect(options.statusCode).toBe(200);
    const answer = passkey.assert(options.json());
    const paid = await withdrawToman(
      ctx,
      cookie,
      { amount: '1000000', iban: IBANS.parsian, passkey: answer },
      key(),
    );
    expect(paid.statusCode).toBe(201);
    const replay = await withdrawToman(
      ctx,
      cookie,
      { amount: '1000000', iban: IBANS.parsian, passkey: answer },
      key(),
    );
    expect(replay.statusCode).toBe(422);
    expect(Object.keys(replay.json().errors)).toEqual(['passkey']);
    const both = await withdrawToman(
      ctx,
      cookie,
      {
        amount: '1000000',
        iban: IBANS.parsian,
        passkey: passkey.assert((await confirmOptions(cookie)).json()),
        totp_code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
      },
      key(),
    );
    expect(both.statusCode).toBe(422);
    const withdrawals = await ctx.db.db
      .selectFrom('wallet_transactions')
      .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
      .select('wallet_transactions.id')
      .where('users.email', '=', email)
      .where('wallet_transactions.type', '=', 'Withdraw')
      .execute();
    expect(withdrawals).toHaveLength(1);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames only the owner’s key; removal needs the password and a code, holds withdrawals, and the key stops working', async () => {
    const email = 'passkey-manage@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    const { row } = await registerPasskey(cookie);
    const other = await signUpWithPassword(ctx, 'passkey-other@example.com', PASSWORD);

    const rename = (who: string, id: number, name: string) =>
      call(ctx.app, 'renamePasskey', {
        method: 'PATCH',
        url: `/api/user/second-factor/passkeys/${id}`,
        headers: XHR,
        cookies: session(who),
        payload: { name },
      });
    expect((await rename(cookie, row.id, 'Work laptop')).json().name).toBe('Work laptop');
    expect((await rename(other, row.id, 'Mine now')).statusCode).toBe(404);
    expect((await rename(cookie, row.id, '')).statusCode).toBe(422);

    const remove = (payload: object) =>
      post(cookie, 'removePasskey', `/api/user/second-factor/passkeys/${row.id}/remove`, payload);
    expect((await remove({ password: PASSWORD, code: '000000' })).statusCode).toBe(422);
    expect((await factors(cookie)).passkeys).toHaveLength(1);
    const removed = await remove({ password: PASSWORD, code: nextCodeOfSession(ctx.app, cookie, ctx.clock) });
    expect(removed.statusCode).toBe(204);
    expect((await factors(cookie)).passkeys).toEqual([]);

    const pending = await passwordStep(email);
    expect((await passkeyLoginOptions(pending)).statusCode).toBe(404);
    const user = await ctx.db.db
      .selectFrom('users')
      .select(['withdrawals_held_reason'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.withdrawals_held_reason).toBe('second_factor_removed');
  });

  it('turning the app off removes every passkey with it', async () => {
    const cookie = await signUpWithPassword(ctx, 'passkey-appoff@example.com', PASSWORD);
    await registerPasskey(cookie, 'One');
    await registerPasskey(cookie, 'Two');
    expect((await factors(cookie)).passkeys).toHaveLength(2);
    const off = await post(cookie, 'removeTotpFactor', '/api/user/second-factor/totp/remove', {
      password: PASSWORD,
      code: nextCodeOfSession(ctx.app, cookie, ctx.clock),
    });
    expect(off.statusCode).toBe(204);
    expect((await factors(cookie)).passkeys).toEqual([]);
  });
});
