import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/HttpError.js';

export interface LimitOptions {
  max: number;
  windowMs: number;
  /** Defaults to the client IP. */
  keyGenerator?: (request: FastifyRequest) => string;
}

let limiterCount = 0;

/**
 * A rate-limit hook built on @fastify/rate-limit's `createRateLimit`. Its ready-made `rateLimit()` hook runs
 * only once per request, so a route with two limits (per IP and per email) needs this lower-level form.
 * Usable as onRequest, or as preHandler when the key reads the parsed body.
 */
export function rateLimitHook(app: FastifyInstance, options: LimitOptions): onRequestAsyncHookHandler {
  // Every limiter made by createRateLimit shares one store: without a scope of its own, two limits keyed
  // by IP (login and captcha, say) would count each other's requests.
  const scope = `limit${++limiterCount}`;
  const keyOf = options.keyGenerator ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${scope}:${keyOf(request)}`,
  });
  return async function limit(request, reply) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, 'error.tooManyRequests', undefined, { seconds: result.ttlInSeconds });
  };
}
