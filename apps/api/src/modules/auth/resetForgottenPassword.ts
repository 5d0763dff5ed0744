import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { emailKey } from './emailKey.js';
import { hashPassword } from './passwordHasher.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';

type Body = components['schemas']['ResetPasswordRequest'];

/** POST /api/auth/forget-password/email: a right code replaces the password and ends every session. */
export function resetForgottenPassword(
  app: FastifyInstance,
  limits: RateLimits,
): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.codeVerifyPerIp),
    preHandler: rateLimitHook(app, { ...limits.codeVerifyPerEmail, keyGenerator: emailKey('code-verify') }),
    handler: async (request): Promise<components['schemas']['Redirect']> => {
      const { email, code, password, password_confirmation } = request.body as Body;
      const { users, codes, sessions } = request.server.services;
      // Checked before the code, so a typo in the confirmation does not spend it.
      if (password !== password_confirmation) {
        throw new HttpError(422, 'password.mismatch', { password_confirmation: ['password.mismatch'] });
      }
      const spent = await codes.consume('reset_password', email, code);
      const user = spent ? await users.findByEmail(email) : undefined;
      if (!user) throw new HttpError(422, 'otp.invalid', { code: ['otp.invalid'] });
      await users.setPasswordHash(user.id, await hashPassword(password), request.server.services.now());
      await sessions.endOthers(user.id);
      return { redirect_to: '/login' };
    },
  };
}
