import type { FastifyInstance } from 'fastify';
import { appPaths } from '@sarraf/routes';
import { invalidField } from '../../errors/DomainError.js';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { findUserByEmail, hashPassword, isCommonPassword, setPasswordHash } from '../users/index.js';
import { codeSettings } from './codes/codeSettings.js';
import { consumeCode, normaliseEmail } from './codes/emailCodes.js';
import { clearLoginFailures } from './lockout/loginLockout.js';
import { endOtherSessions } from './sessions/sessionCookie.js';
import { holdWithdrawalsAfter } from './withdrawalHold.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * POST /api/auth/forget-password/email: a right code replaces the password, ends every session and lifts a
 * login lock (the owner of the mailbox is the owner of the account), and holds withdrawals for a day (the
 * mailbox may not be the owner's any more). Second factors stay as they are.
 */
export function resetForgottenPassword(app: FastifyInstance): OperationHandler<'resetForgottenPassword'> {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-verify-ip', limits.codeVerifyPerIp),
    preHandler: rateLimitHook(app, 'code-verify-email', limits.codeVerifyPerEmail, bodyEmailKey),
    handler: async (request) => {
      const { email, code, password, password_confirmation } = request.body;
      const { db, now } = request.server.core;
      // Checked before the code, so a typo in the confirmation does not spend it.
      if (password !== password_confirmation)
        throw invalidField('password_confirmation', 'password.mismatch');
      if (isCommonPassword(password)) throw invalidField('password', 'password.common');
      const spent = await consumeCode(db, codeSettings(request), 'reset_password', email, code, now());
      const user = spent ? await findUserByEmail(db, email) : undefined;
      if (!user) throw invalidField('code', 'otp.invalid');
      await setPasswordHash(db, user.id, await hashPassword(password), now());
      // The mailbox alone reset it: whoever did, no money leaves for a day.
      await holdWithdrawalsAfter(request, user.id, 'password_reset');
      await clearLoginFailures(db, normaliseEmail(email));
      await endOtherSessions(request, user.id);
      return { redirect_to: appPaths.login };
    },
  };
}
