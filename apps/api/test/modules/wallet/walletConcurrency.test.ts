import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, signUpWithPassword, type TestContext } from '../../helpers/buildTestApp.js';
import { nextCode } from '../../helpers/authenticator.js';
import { TEST_DB } from '../../helpers/testDb.js';
import { ADMIN, IBANS, balances, fundToman, key, verify, withdrawToman } from './walletFixtures.js';

// Concurrency means something only where transactions really run side by side: PostgreSQL.
describe.runIf(TEST_DB === 'postgres')('withdrawals arriving together (PostgreSQL)', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  });
  afterAll(async () => ctx?.close());

  async function fundedPerson(email: string, amount: string): Promise<string> {
    const person = await signUpWithPassword(ctx, email);
    await verify(ctx, email);
    await fundToman(ctx, person, admin, amount);
    return person;
  }

  it('withdrawals of the whole balance at once, each with a good code: exactly one is accepted, none goes below zero', async () => {
    // A withdrawal carries the app's code and a code moves money once: at one moment three codes are good
    // (one step of drift either way), and the lockout lets five tries run at once. Five requests, then:
    // the three good codes and two copies of one of them.
    const email = 'all-at-once@example.com';
    const person = await fundedPerson(email, '1000000');
    // Half a minute after the enrolment's code, all three codes of the moment are unused.
    ctx.clock.advanceSeconds(30);
    const codes = [0, 1, 2].map(() => nextCode(ctx.app, email));
    const answers = await Promise.all(
      [...codes, codes[1]!, codes[2]!].map((totp_code) =>
        withdrawToman(
          ctx,
          person,
          { amount: '1000000', iban: IBANS.melli, totp_code },
          { ...key(), 'x-locale': 'en' },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect([['amount'], ['totp_code']]).toContainEqual(Object.keys(answer.json().errors));
    }
    expect((await balances(ctx, person)).IRT).toEqual({ available: '0', locked: '1000000' });
  });

  it("one Idempotency-Key sent 5 times at once (the lockout's tries) makes one withdrawal, answered 5 times the same", async () => {
    const email = 'double-tap@example.com';
    const person = await fundedPerson(email, '1000000');
    const same = key();
    const payload = { amount: '250000', iban: IBANS.melli, totp_code: nextCode(ctx.app, email) };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdrawToman(ctx, person, payload, same)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect((await balances(ctx, person)).IRT).toEqual({ available: '750000', locked: '250000' });
  });
});
