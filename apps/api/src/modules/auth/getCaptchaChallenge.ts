import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import { rateLimitHook } from '../../http/rateLimit.js';
import { captchaSettings } from './captcha/captchaSettings.js';
import { createCaptchaChallenge } from './captcha/captcha.js';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge. */
export function getCaptchaChallenge(app: FastifyInstance): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, 'captcha-ip', app.core.config.rateLimits.captchaPerIp),
    handler: async (request, reply) => {
      // A challenge is single-use material: never let a cache hand the same one to two clients.
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(captchaSettings(request), request.server.core.now());
    },
  };
}
