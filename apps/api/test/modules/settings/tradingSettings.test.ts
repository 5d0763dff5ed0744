import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import { settingsCalls } from './settingsCalls.js';

const ADMIN = { email: 'admin@example.com', password: 'sarraf-admin' } as const;

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

describe("the desk's trading settings", () => {
  it('start with fees from 0.1% falling with volume, and a one-day approval deadline', async () => {
    expect((await settings()).json()).toMatchObject({
      approval_limit: '1000000000',
      quote_valid_seconds: 30,
      approval_timeout_minutes: 1440,
      fee_tiers: [
        { min_volume: '0', fee_percent: '0.1' },
        { min_volume: '5000000000', fee_percent: '0.075' },
        { min_volume: '50000000000', fee_percent: '0.05' },
      ],
    });
  });

  it('change the approval deadline, audited with before and after', async () => {
    const changed = await update({ approval_timeout_minutes: 60 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().approval_timeout_minutes).toBe(60);
    const entry = await ctx.db.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({
      before: { approval_timeout_minutes: 1440 },
      after: { approval_timeout_minutes: 60 },
    });
    expect((await update({ approval_timeout_minutes: 4 })).statusCode).toBe(422);
  });

  it('refuse a fee of 100% or more: a trade must leave something to receive', async () => {
    const refused = await update({
      fee_tiers: [
        { min_volume: '0', fee_percent: '0.1' },
        { min_volume: '100', fee_percent: '100' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'fee_tiers.1.fee_percent': ['A fee must be below 100%.'] });
  });
});
