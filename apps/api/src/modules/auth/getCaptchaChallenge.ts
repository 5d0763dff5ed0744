import type { FastifyInstance } from 'fastify';
import { rateLimitHook } from '../../http/rateLimit.js';
import { captchaSettings } from './captcha/captchaSettings.js';
import { createCaptchaChallenge } from './captcha/captcha.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge. */
export function getCaptchaChallenge(app: FastifyInstance): OperationHandler<'getCaptchaChallenge'> {
  return {
    onRequest: rateLimitHook(app, 'captcha-ip', app.core.config.rateLimits.captchaPerIp),
    handler: async (request, reply) => {
      // A challenge is single-use material: never let a cache hand the same one to two clients.
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(captchaSettings(request), request.server.core.now());
    },
  };
}
