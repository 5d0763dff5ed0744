import { call, lastCode, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import type { Trader } from '../trade/tradeFixtures.js';

/** Signs a person up through the referral link's path (`ref_code` on verify) and sets their password. */
export async function signUpReferred(ctx: TestContext, email: string, refCode: string): Promise<Trader> {
  await call(ctx.app, 'sendSignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/otp',
    headers: XHR,
    payload: { email, fs: 1 },
  });
  const verified = await call(ctx.app, 'verifySignUpOtp', {
    method: 'POST',
    url: '/api/auth/sign-up/verify-otp',
    headers: XHR,
    payload: { email, code: await lastCode(ctx, email), ref_code: refCode },
  });
  const cookie = verified.cookies.find((c) => c.name === 'sarraf_session')?.value;
  if (verified.statusCode !== 200 || !cookie) throw new Error(`cannot sign up ${email}: ${verified.body}`);
  const password = 'correct horse battery staple';
  const set = await call(ctx.app, 'setPassword', {
    method: 'POST',
    url: '/api/user/password-set',
    headers: XHR,
    cookies: session(cookie),
    payload: { password, password_confirmation: password },
  });
  if (set.statusCode !== 200) throw new Error(`cannot set the password of ${email}: ${set.body}`);
  const { id } = await ctx.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { cookie, id, email };
}

export async function referralCodeOf(ctx: TestContext, who: { id: string }): Promise<string> {
  const { referral_code } = await ctx.db.db
    .selectFrom('users')
    .select('referral_code')
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  return referral_code;
}

export function summary(ctx: TestContext, who: Trader) {
  return call(ctx.app, 'getReferralSummary', {
    method: 'GET',
    url: '/api/referrals/summary',
    cookies: session(who.cookie),
  });
}

export function referrals(ctx: TestContext, who: Trader, page = 1) {
  return call(ctx.app, 'listReferrals', {
    method: 'GET',
    url: `/api/referrals?page=${page}`,
    cookies: session(who.cookie),
  });
}

/** The reward rows of an order: who earned how much from whom, and the transfer that paid it. */
export function rewardsOf(ctx: TestContext, orderId: number) {
  return ctx.db.db
    .selectFrom('referral_rewards')
    .select(['referrer_id', 'referred_id', 'amount', 'transfer_id'])
    .where('order_id', '=', String(orderId))
    .execute();
}
