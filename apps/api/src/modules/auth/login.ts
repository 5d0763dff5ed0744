import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { DomainError, invalidField } from '../../errors/DomainError.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { waitMessage } from '../../i18n/translate.js';
import { findUserByEmail, verifyPassword } from '../users/index.js';
import { spendCaptchaSolution } from './captcha/captcha.js';
import { captchaSettings } from './captcha/captchaSettings.js';
import { normaliseEmail } from './codes/emailCodes.js';
import { clearLoginFailures, lockedForSeconds, recordLoginFailure } from './lockout/loginLockout.js';
import { startSession } from './sessions/sessionCookie.js';

type LoginBody = components['schemas']['LoginRequest'];
type Redirect = components['schemas']['Redirect'];

/**
 * POST /api/auth/login. Order matters: per-IP limit before the body is even read, captcha before anything
 * about the account (so fake captchas neither lock an account nor learn anything), the lock, then the
 * password with the same answer and the same hashing time for an unknown email and a wrong password.
 */
export function login(app: FastifyInstance): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, 'login-ip', app.core.config.rateLimits.loginPerIp),
    handler: async (request, reply): Promise<Redirect> => {
      const { email, password, captcha } = request.body as LoginBody;
      const { db, now, config } = request.server.core;
      if (!(await spendCaptchaSolution(db, captchaSettings(request), captcha, now()))) {
        throw invalidField('captcha', 'auth.captchaInvalid');
      }
      const key = normaliseEmail(email);
      const lockedFor = await lockedForSeconds(db, key, now());
      if (lockedFor > 0) {
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
        throw invalidField('email', 'auth.invalidCredentials');
      }
      await clearLoginFailures(db, key);
      await startSession(request, reply, user.id);
      if (user.must_change_password) return { redirect_to: '/user/password-set' };
      return { redirect_to: user.role === 'admin' ? '/admin' : '/panel' };
    },
  };
}
