import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../../../src/modules/referral/presentReferral.js';
import { startOfTehranMonth } from '../../../src/modules/referral/tehranMonth.js';
import { buildTestApp, call, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import {
  ADMIN,
  fund,
  newTrader,
  setPrice,
  trade,
  updateSettings,
  type Trader,
} from '../trade/tradeFixtures.js';
import { referralCodeOf, referrals, signUpReferred, summary } from './referralFixtures.js';

let ctx: TestContext;
let ali: Trader;
let aliCode: string;
let sara: Trader;
let reza: Trader;
const DAY_S = 24 * 60 * 60;

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await updateSettings(ctx, admin, { referral_share_percent: '20' });
  await setPrice(ctx, '100000', '99000');
  ali = await newTrader(ctx, 'ali@example.com');
  aliCode = await referralCodeOf(ctx, ali);
  sara = await signUpReferred(ctx, 'sara@example.com', aliCode);
  ctx.clock.advanceSeconds(60);
  reza = await signUpReferred(ctx, 'r@example.com', aliCode);
});
afterAll(async () => ctx?.close());

/** Moves the clock on by whole days; sessions have lapsed by then, so the people log in again. */
async function later(days: number) {
  ctx.clock.advanceSeconds(days * DAY_S);
  for (const who of [ali, sara]) {
    const { cookie } = await loginAs(ctx.app, { email: who.email, password: 'correct horse battery staple' });
    who.cookie = cookie!;
  }
  await setPrice(ctx, '100000', '99000');
}

describe('the referral summary', () => {
  it('starts with the referrals, no earnings, and the link carrying the code', async () => {
    const response = await summary(ctx, ali);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total_referrals: 2,
      total_earnings: '0',
      month_earnings: '0',
      currency: 'IRT',
      referral_code: aliCode,
      referral_link: `https://sarraf.test/sign-up?ref=${aliCode}`,
    });
  });

  it("adds up the referrer's rewards, in all and in this Tehran month", async () => {
    // The test clock starts on 2030-01-01, 12 Dey 1408: this month began on 1 Dey (2029-12-21, Tehran).
    await fund(ctx, sara, 'IRT', '20000000');
    await trade(ctx, sara, 'Buy', '10000000'); // fee 10,000 -> 2,000
    let body = (await summary(ctx, ali)).json();
    expect([body.total_earnings, body.month_earnings]).toEqual(['2000', '2000']);
    // 1 Bahman 1408 is 2030-01-20 (Tehran): a new month, the earnings so far stay in the total only.
    await later(25);
    body = (await summary(ctx, ali)).json();
    expect([body.total_earnings, body.month_earnings]).toEqual(['2000', '0']);
    await trade(ctx, sara, 'Buy', '5000000'); // fee 5,000 -> 1,000
    body = (await summary(ctx, ali)).json();
    expect([body.total_earnings, body.month_earnings]).toEqual(['3000', '1000']);
  });

  it("is always the caller's own: the invited person sees their own code and nobody else's earnings", async () => {
    const body = (await summary(ctx, sara)).json();
    expect(body).toMatchObject({ total_referrals: 0, total_earnings: '0', month_earnings: '0' });
    expect(body.referral_code).toBe(await referralCodeOf(ctx, sara));
    expect(body.referral_code).not.toBe(aliCode);
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, 'getReferralSummary', {
      method: 'GET',
      url: '/api/referrals/summary',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the referral list', () => {
  it('lists the invited people newest first: masked email, joined date, earned amount, active', async () => {
    const response = await referrals(ctx, ali);
    expect(response.statusCode).toBe(200);
    const joined = async (who: Trader) =>
      (
        await ctx.db.db
          .selectFrom('users')
          .select('created_at')
          .where('id', '=', who.id)
          .executeTakeFirstOrThrow()
      ).created_at.toISOString();
    expect(response.json()).toEqual({
      data: [
        {
          id: Number(reza.id),
          name: 'r***@example.com',
          joined_at: await joined(reza),
          earned_amount: '0',
          is_active: false,
        },
        {
          id: Number(sara.id),
          name: 'sa***@example.com',
          joined_at: await joined(sara),
          earned_amount: '3000',
          is_active: true,
        },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 30, total: 2, from: 1, to: 2 },
    });
  });

  it('counts a referral as active only with an order filled in the last 30 days', async () => {
    await later(31);
    const body = (await referrals(ctx, ali)).json();
    expect(body.data.map((referral: { is_active: boolean }) => referral.is_active)).toEqual([false, false]);
  });

  it('pages as the other lists do: 30 a page', async () => {
    for (let i = 0; i < 30; i += 1) await signUpReferred(ctx, `friend${i}@example.com`, aliCode);
    const first = (await referrals(ctx, ali)).json();
    expect(first.data).toHaveLength(30);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 30, total: 32, from: 1, to: 30 });
    const second = (await referrals(ctx, ali, 2)).json();
    expect(second.data.map((referral: { id: number }) => referral.id)).toEqual([
      Number(reza.id),
      Number(sara.id),
    ]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 30, total: 32, from: 31, to: 32 });
  });

  it("never shows another referrer's people", async () => {
    const body = (await referrals(ctx, sara)).json();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 30, total: 0, from: null, to: null },
    });
  });
});

describe('referral helpers', () => {
  it('masks an email to its first letters and its domain', () => {
    expect(maskEmail('sara@example.com')).toBe('sa***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
  });

  it('starts the month on the first of the Persian month, at Tehran midnight', () => {
    // 12 Dey 1408 -> 1 Dey 1408 = 2029-12-21, 00:00 Tehran (+03:30).
    expect(startOfTehranMonth(new Date('2030-01-01T08:00:00Z')).toISOString()).toBe(
      '2029-12-20T20:30:00.000Z',
    );
    // 1 Farvardin 1405 began at 2026-03-21 00:00 Tehran; a minute before it is still Esfand 1404.
    expect(startOfTehranMonth(new Date('2026-03-20T20:31:00Z')).toISOString()).toBe(
      '2026-03-20T20:30:00.000Z',
    );
    expect(startOfTehranMonth(new Date('2026-03-20T20:29:00Z')).toISOString()).toBe(
      '2026-02-19T20:30:00.000Z',
    );
  });
});
