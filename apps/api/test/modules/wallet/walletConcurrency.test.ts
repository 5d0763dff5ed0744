import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, signUpWithPassword, type TestContext } from '../../helpers/buildTestApp.js';
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

  it('50 withdrawals of the whole balance at once: exactly one is accepted, none goes below zero', async () => {
    const person = await fundedPerson('all-at-once@example.com', '1000000');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdrawToman(ctx, person, { amount: '1000000', iban: IBANS.melli }, { ...key(), 'x-locale': 'en' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({ amount: ['Insufficient IRT Balance!'] });
    }
    expect((await balances(ctx, person)).IRT).toEqual({ available: '0', locked: '1000000' });
  });

  it('one Idempotency-Key sent 20 times at once makes one withdrawal, answered 20 times the same', async () => {
    const person = await fundedPerson('double-tap@example.com', '1000000');
    const same = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdrawToman(ctx, person, { amount: '250000', iban: IBANS.melli }, same),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect((await balances(ctx, person)).IRT).toEqual({ available: '750000', locked: '250000' });
  });
});
