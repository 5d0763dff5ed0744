import type { FastifyInstance } from 'fastify';
import { appPaths } from '@sarraf/routes';
import { invalidField } from '../../errors/DomainError.js';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import {
  findUserByEmail,
  findUserByReferralCode,
  insertUserIfAbsent,
  newReferralCode,
} from '../users/index.js';
import { codeSettings } from './codes/codeSettings.js';
import { consumeCode } from './codes/emailCodes.js';
import { startSession } from './sessions/sessionCookie.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * POST /api/auth/sign-up/verify-otp: a right code creates the account (or finds the one created by an
 * earlier verify that never got a password), links the referrer, and signs in with a new session id. An
 * account that has a password is never signed into here: only its password (or a reset) opens it.
 */
export function verifySignUpOtp(app: FastifyInstance): OperationHandler<'verifySignUpOtp'> {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-verify-ip', limits.codeVerifyPerIp),
    preHandler: rateLimitHook(app, 'code-verify-email', limits.codeVerifyPerEmail, bodyEmailKey),
    handler: async (request, reply) => {
      const { email, code, ref_code } = request.body;
      const { db, now } = request.server.core;
      const spent = await consumeCode(db, codeSettings(request), 'sign_up', email, code, now());
      const existing = spent ? await findUserByEmail(db, email) : undefined;
      // A finished account answers exactly like a wrong code: nobody learns here which emails have accounts.
      if (!spent || existing?.password_hash) throw invalidField('code', 'otp.invalid');
      let user = existing;
      if (!user) {
        const refCode = ref_code?.trim() || spent.refCode;
        const referrer = refCode ? await findUserByReferralCode(db, refCode) : undefined;
        await insertUserIfAbsent(db, {
          email: email.trim(),
          locale: request.locale,
          referral_code: newReferralCode(),
          referred_by: referrer?.id ?? null,
        });
        user = await findUserByEmail(db, email);
        if (!user) throw new Error('user vanished right after sign-up');
      }
      await startSession(request, reply, user.id);
      return { redirect_to: appPaths.passwordSet };
    },
  };
}
