import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { newReferralCode } from '../user/seedDemoUsers.js';
import { emailKey } from './emailKey.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';

type Body = components['schemas']['VerifyOtpRequest'];

/**
 * POST /api/auth/sign-up/verify-otp: a right code creates the account (or finds the one created by an
 * earlier verify that never got a password), links the referrer, and signs in with a new session id.
 */
export function verifySignUpOtp(app: FastifyInstance, limits: RateLimits): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.codeVerifyPerIp),
    preHandler: rateLimitHook(app, { ...limits.codeVerifyPerEmail, keyGenerator: emailKey('code-verify') }),
    handler: async (request, reply): Promise<components['schemas']['Redirect']> => {
      const { email, code, ref_code } = request.body as Body;
      const { users, codes, sessions } = request.server.services;
      const spent = await codes.consume('sign_up', email, code);
      if (!spent) throw new HttpError(422, 'otp.invalid', { code: ['otp.invalid'] });
      let user = await users.findByEmail(email);
      if (!user) {
        const refCode = ref_code?.trim() || spent.refCode;
        const referrer = refCode ? await users.findByReferralCode(refCode) : undefined;
        await users.insertIfAbsent({
          email: email.trim(),
          locale: request.locale,
          referral_code: newReferralCode(),
          referred_by: referrer?.id ?? null,
        });
        user = await users.findByEmail(email);
        if (!user) throw new Error('user vanished right after sign-up');
      }
      await sessions.start(request, reply, user.id);
      return { redirect_to: '/user/password-set' };
    },
  };
}
