import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  resetPasswordByMail,
  session,
  signUpWithPassword,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { ADMIN, approve, fundToman, IBANS, verify, withdrawToman } from './walletFixtures.js';

// The operator's queue says what was unusual when each withdrawal was asked for, so the one that follows a
// takeover (a reset, a new browser, a never-paid destination, an unusual amount) stands out from the rest.
const PASSWORD = 'correct horse battery staple';
const HOUR = 60 * 60;

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
});
afterAll(async () => ctx?.close());

interface QueueRow {
  id: number;
  type: string;
  risk_signs: { kind: string; at: string | null; median: string | null }[];
}

async function queue(): Promise<QueueRow[]> {
  const listed = await call(ctx.app, 'adminListWalletTransactions', {
    method: 'GET',
    url: '/api/admin/wallet/transactions',
    cookies: session(admin),
  });
  expect(listed.statusCode).toBe(200);
  return listed.json().data;
}

async function signsOf(id: number) {
  const row = (await queue()).find((candidate) => candidate.id === id);
  return row?.risk_signs;
}

async function withdraw(cookie: string, amount: string, iban: string): Promise<number> {
  const asked = await withdrawToman(ctx, cookie, { amount, iban });
  expect(asked.statusCode).toBe(201);
  return asked.json().id;
}

describe('risk signs in the withdrawal queue', () => {
  it('a first withdrawal to a new destination, then the ordinary one, then one three times the usual', async () => {
    const email = 'risk-usual@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await verify(ctx, email);
    await fundToman(ctx, cookie, admin, '5000000');
    // The deposit itself is never a sign.
    expect(
      (await queue()).filter((row) => row.type === 'Deposit').every((row) => row.risk_signs.length === 0),
    ).toBe(true);

    const first = await withdraw(cookie, '100000', IBANS.parsian);
    expect(await signsOf(first)).toEqual([
      { kind: 'first_withdrawal', at: null, median: null },
      { kind: 'new_destination', at: null, median: null },
    ]);
    // Paid out: the signs stay what they were when it was asked for.
    const paid = await approve(ctx, admin, first, { tracking_id: '140312345678' });
    expect(paid.json().risk_signs).toHaveLength(2);

    const ordinary = await withdraw(cookie, '100000', IBANS.parsian);
    expect(await signsOf(ordinary)).toEqual([]);
    // 300,000 is exactly three times the median (100,000): not above it.
    const triple = await withdraw(cookie, '300000', IBANS.parsian);
    expect(await signsOf(triple)).toEqual([]);
    const large = await withdraw(cookie, '300001', IBANS.parsian);
    expect(await signsOf(large)).toEqual([{ kind: 'large_amount', at: null, median: '100000' }]);
  });

  it('after a password reset and a sign-in from a new browser, to a saved destination never paid to', async () => {
    const email = 'risk-takeover@example.com';
    const cookie = await signUpWithPassword(ctx, email, PASSWORD);
    await verify(ctx, email);
    await fundToman(ctx, cookie, admin, '5000000');
    const first = await withdraw(cookie, '100000', IBANS.parsian);
    await approve(ctx, admin, first, { tracking_id: '140312345679' });

    // Someone with the mailbox resets the password and, once the hold has ended, signs in from their browser.
    ctx.clock.advanceSeconds(4 * 24 * HOUR);
    const resetAt = ctx.clock.now().toISOString();
    expect((await resetPasswordByMail(ctx, email, 'a whole new password 42')).statusCode).toBe(200);
    ctx.clock.advanceSeconds(25 * HOUR);
    const signedInAt = ctx.clock.now().toISOString();
    const thiefLogin = await loginAs(ctx.app, { email, password: 'a whole new password 42' });
    const thief = thiefLogin.cookie!;
    const device = thiefLogin.response.cookies.find((cookie) => cookie.name === 'sarraf_device')!.value;
    const saved = await call(ctx.app, 'createSavedIban', {
      method: 'POST',
      url: '/api/wallet/ibans',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: session(thief),
      payload: { iban: IBANS.mellat, owner_name: 'Someone Else' },
    });
    expect(saved.statusCode).toBe(201);
    const savedAt = ctx.clock.now().toISOString();
    ctx.clock.advanceSeconds(10 * 60);
    const takeover = await withdraw(thief, '100000', IBANS.mellat);
    // Days have passed on the clock: the operator signs in again.
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    expect(await signsOf(takeover)).toEqual([
      { kind: 'new_destination', at: savedAt, median: null },
      { kind: 'security_change', at: resetAt, median: null },
      { kind: 'new_device', at: signedInAt, median: null },
    ]);

    // Three days after the reset and a day after the sign-in, from the browser it now knows, the same
    // request carries neither sign.
    ctx.clock.advanceSeconds(72 * HOUR);
    const known = await loginAs(
      ctx.app,
      { email, password: 'a whole new password 42' },
      { cookie: `sarraf_device=${device}` },
    );
    const later = await withdraw(known.cookie!, '100000', IBANS.parsian);
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    expect(await signsOf(later)).toEqual([]);
  });
});
