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
import { settingsCalls } from './settingsCalls.js';
import { ADMIN, fundToman, IBANS, key, verify, withdrawToman } from '../wallet/walletFixtures.js';

// The times of an account's guards are the desk's settings: an operator changes them (audited), and the next
// hold or wait takes the new time while one already started keeps its end.
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'correct horse battery staple';
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
});
afterAll(async () => ctx?.close());

const { settings, update } = settingsCalls(
  () => ctx,
  () => admin,
);

async function fundedPerson(email: string): Promise<void> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD);
  await verify(ctx, email);
  await fundToman(ctx, cookie, admin, '5000000');
}

const heldUntil = async (email: string) =>
  (
    await ctx.db.db
      .selectFrom('users')
      .select('withdrawals_held_until')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).withdrawals_held_until;

describe("the times of an account's guards", () => {
  it("start at a day each, shown beside the deployment's sign-in counts", async () => {
    expect((await settings()).json().security).toEqual({
      withdrawal_hold_hours: 24,
      secure_withdrawal_wait_hours: 24,
      freeze_link_hours: 24,
      code_valid_minutes: 10,
      code_tries: 5,
      lockout_failures: 5,
      lockout_minutes: 15,
    });
  });

  it('a new hold time is the next hold’s length, audited; a hold already started keeps its end', async () => {
    await fundedPerson('held-before@example.com');
    await fundedPerson('held-after@example.com');
    expect((await resetPasswordByMail(ctx, 'held-before@example.com', 'a new phrase 42')).statusCode).toBe(
      200,
    );
    const firstAt = ctx.clock.now().getTime();

    const changed = await update({ security: { withdrawal_hold_hours: 2 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().security).toMatchObject({ withdrawal_hold_hours: 2, freeze_link_hours: 24 });
    const entry = await ctx.db.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({
      before: { security: { withdrawal_hold_hours: 24 } },
      after: { security: { withdrawal_hold_hours: 2 } },
    });

    expect((await resetPasswordByMail(ctx, 'held-after@example.com', 'a new phrase 42')).statusCode).toBe(
      200,
    );
    const secondAt = ctx.clock.now().getTime();
    expect((await heldUntil('held-before@example.com'))!.getTime()).toBe(firstAt + 24 * HOUR_MS);
    expect((await heldUntil('held-after@example.com'))!.getTime()).toBe(secondAt + 2 * HOUR_MS);

    // Two hours on (sessions last less: a new login) the second person withdraws, the first still may not.
    ctx.clock.advanceSeconds(2 * 60 * 60);
    const withdraw = async (email: string) => {
      const { cookie } = await loginAs(ctx.app, { email, password: 'a new phrase 42' });
      return withdrawToman(ctx, cookie!, { amount: '1000000', iban: IBANS.parsian }, key());
    };
    expect((await withdraw('held-after@example.com')).json()).toMatchObject({ status: 'Pending' });
    expect((await withdraw('held-before@example.com')).statusCode).toBe(409);
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  });

  it('the secure-withdrawal wait a person is told follows the setting', async () => {
    const cookie = await signUpWithPassword(ctx, 'secure-wait@example.com', PASSWORD);
    expect((await update({ security: { secure_withdrawal_wait_hours: 6 } })).statusCode).toBe(200);
    const mode = await call(ctx.app, 'getSecureWithdrawals', {
      method: 'GET',
      url: '/api/user/secure-withdrawals',
      cookies: session(cookie),
    });
    expect(mode.json()).toMatchObject({ is_on: false, wait_hours: 6 });
  });

  it('refuses a time out of its range, or a count the deployment sets, changing nothing', async () => {
    for (const security of [
      { withdrawal_hold_hours: 0 },
      { withdrawal_hold_hours: 721 },
      { secure_withdrawal_wait_hours: 1.5 },
      { freeze_link_hours: 169 },
      { code_tries: 3 },
      {},
    ]) {
      const refused = await update({ security });
      expect(refused.statusCode, JSON.stringify(security)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(security)).toBeLessThan(500);
    }
    expect((await settings()).json().security).toMatchObject({
      withdrawal_hold_hours: 2,
      secure_withdrawal_wait_hours: 6,
      freeze_link_hours: 24,
      code_tries: 5,
    });
  });
});
