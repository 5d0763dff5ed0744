import type { FastifyInstance } from 'fastify';
import { DomainError, invalidField } from '../../errors/DomainError.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { waitMessage } from '../../i18n/translate.js';
import { findUserByEmail, verifyPassword } from '../users/index.js';
import { spendCaptchaSolution } from './captcha/captcha.js';
import { captchaSettings } from './captcha/captchaSettings.js';
import { normaliseEmail } from './codes/emailCodes.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from './lockout/loginLockout.js';
import { hasSecondFactor } from './secondFactor/secondFactorRepository.js';
import { startPendingLogin } from './secondFactor/pendingLogin.js';
import { recordLoginEvent } from './sessions/loginEvents.js';
import { startSession } from './sessions/sessionCookie.js';
import { deviceParams } from './sessions/describeDevice.js';
import { tellOwner } from './tellOwner.js';
import { signedInDestination } from './signedInDestination.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * POST /api/auth/login. Order matters: per-IP limit before the body is even read, captcha before anything
 * about the account (so fake captchas neither lock an account nor learn anything), the attempt reserved in
 * the lockout count (or refused), then the password with the same answer and the same hashing time for an
 * unknown email and a wrong password.
 */
export function login(app: FastifyInstance): OperationHandler<'login'> {
  return {
    onRequest: rateLimitHook(app, 'login-ip', app.core.config.rateLimits.loginPerIp),
    handler: async (request, reply) => {
      const { email, password, captcha } = request.body;
      const { db, now, config } = request.server.core;
      if (!(await spendCaptchaSolution(db, captchaSettings(request), captcha, now()))) {
        throw invalidField('captcha', 'auth.captchaInvalid');
      }
      const key = normaliseEmail(email);
      // Counted before the password is checked: concurrent guesses cannot all pass a count read beforehand.
      const lockedFor = await reserveLoginAttempt(db, config.lockout, key, now());
      if (lockedFor > 0) {
        const locked = await findUserByEmail(db, email);
        if (locked) await recordLoginEvent(request, locked.id, 'locked');
        const wait = waitMessage(lockedFor, {
          seconds: 'auth.lockedOutOneMinute',
          minutes: 'auth.lockedOut',
        });
        throw new DomainError('rateLimited', wait.key, { params: wait.params, retryAfterSeconds: lockedFor });
      }
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        await recordLoginFailure(db, config.lockout, key, now());
        if (user) await recordLoginEvent(request, user.id, 'wrong_password');
        throw invalidField('email', 'auth.invalidCredentials');
      }
      const secondFactor = await hasSecondFactor(db, user.id);
      const redirect_to = signedInDestination(user, { hasSecondFactor: secondFactor });
      // With a second factor the password alone starts no session, and the count stands until the code
      // is right too: wrong codes after a right password lock the email like wrong passwords.
      if (secondFactor) {
        await startPendingLogin(request, reply, user);
        return { redirect_to, second_factor_required: true };
      }
      await clearLoginFailures(db, key);
      const { newDevice } = await startSession(request, reply, user.id);
      await recordLoginEvent(request, user.id, 'signed_in', newDevice);
      if (newDevice) await tellOwner(request, user.id, 'new_device_sign_in', deviceParams(request));
      return { redirect_to };
    },
  };
}
