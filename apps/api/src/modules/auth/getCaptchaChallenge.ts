import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge. */
export function getCaptchaChallenge(
  app: FastifyInstance,
  limits: RateLimits,
): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.captchaPerIp),
    handler: async (request, reply) => {
      // A challenge is single-use material: never let a cache hand the same one to two clients.
      reply.header('cache-control', 'no-store');
      return request.server.services.captcha.create();
    },
  };
}
