import type { FastifyInstance, FastifyRequest, RouteShorthandOptionsWithHandler } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';
import { verifyPassword } from './passwordHasher.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';

import type { components } from '../../generated/schema.gen.js';

type LoginBody = components['schemas']['LoginRequest'];
type Redirect = components['schemas']['Redirect'];

function emailKey(request: FastifyRequest): string {
  const email = (request.body as Partial<LoginBody> | undefined)?.email;
  return `login-email:${String(email ?? '')
    .trim()
    .toLowerCase()}`;
}

/**
 * POST /api/auth/login. Order matters: per-IP limit before the body is even read, per-email limit once it
 * is parsed (hence preHandler), captcha before any password work, and the same answer for an unknown email
 * and a wrong password, after the same amount of hashing.
 */
export function login(app: FastifyInstance, limits: RateLimits): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.loginPerIp),
    preHandler: rateLimitHook(app, { ...limits.loginPerEmail, keyGenerator: emailKey }),
    handler: async (request, reply): Promise<Redirect> => {
      const { email, password, captcha } = request.body as LoginBody;
      const { users, sessions, captcha: captchas } = request.server.services;
      if (!(await captchas.verify(captcha))) {
        throw new HttpError(422, 'auth.captchaInvalid', { captcha: ['auth.captchaInvalid'] });
      }
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        throw new HttpError(422, 'auth.invalidCredentials', { email: ['auth.invalidCredentials'] });
      }
      await sessions.start(request, reply, user.id);
      return { redirect_to: '/panel' };
    },
  };
}
