import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { Limit } from '../config.js';
import { DomainError } from '../errors/DomainError.js';
import { waitMessage } from '../i18n/translate.js';
import type { LimitStoreParams } from './rateLimitStore/index.js';

export type RateLimitKey = (request: FastifyRequest) => string;

export interface RateLimitHookOptions {
  /** What is counted; the client's address by default (see TRUST_PROXY for who that is behind a proxy). */
  keyOf?: RateLimitKey;
  /**
   * Count in this process's memory instead of the store shared by every instance (see rateLimitStore/).
   * Only for a flood guard on a cheap public answer, where a database write per request would cost more
   * than the answer itself: with N instances a client gets up to N times the limit, which such a guard
   * tolerates. A limit that protects accounts, mailboxes or captchas must stay shared.
   * @default false
   */
  perProcess?: boolean;
}

/**
 * A rate-limit hook built on @fastify/rate-limit's `createRateLimit`. Its ready-made `rateLimit()` hook runs
 * only once per request, so a route with two limits (per IP and per email) needs this lower-level form.
 * Usable as onRequest, or as preHandler when the key reads the parsed body. `scope` names the limit in the
 * shared store: two limits keyed by IP (login and captcha, say) must not count each other's requests, and
 * every server instance must use the same name for the same limit.
 *
 * When the store cannot be reached (Redis or the database down) the request is let through with a warning:
 * refusing everyone with a 500 would turn a store outage into a full outage, and the login lockout and the
 * captcha still stand in front of the accounts.
 */
export function rateLimitHook(
  app: FastifyInstance,
  scope: string,
  limit: Limit,
  keyOfOrOptions: RateLimitKey | RateLimitHookOptions = {},
): onRequestAsyncHookHandler {
  const options = typeof keyOfOrOptions === 'function' ? { keyOf: keyOfOrOptions } : keyOfOrOptions;
  const keyOf = options.keyOf ?? ((request: FastifyRequest) => request.ip);
  const limiter: CreateRateLimitOptions & LimitStoreParams = {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}:${keyOf(request)}`,
    perProcess: options.perProcess ?? false,
  };
  const check = app.createRateLimit(limiter);
  return async function limitRequests(request) {
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (error) {
      request.log.warn({ err: error, scope }, 'rate limit not checked (store unreachable): request allowed');
      return;
    }
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    const wait = waitMessage(seconds, {
      seconds: 'error.tooManyRequests',
      minutes: 'error.tooManyRequestsMinutes',
    });
    throw new DomainError('rateLimited', wait.key, { params: wait.params, retryAfterSeconds: seconds });
  };
}

/**
 * A rate-limit key from the body's email (case and spaces ignored). The hook serves several operations, so
 * the body is narrowed here rather than typed by one of them.
 */
export function bodyEmailKey({ body }: FastifyRequest): string {
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
  return String(email ?? '')
    .trim()
    .toLowerCase();
}
