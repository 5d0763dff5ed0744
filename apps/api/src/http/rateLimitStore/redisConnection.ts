import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis connection for rate limits that never makes a request wait for Redis: while it is unreachable
 * every command fails at once (no offline queue) and the limiter lets the request through (see
 * rateLimit.ts); a hung server fails commands after a second. ioredis keeps reconnecting in the
 * background. The outage and the recovery are each logged once.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let unavailable = false;
  const reportOutage = (error: unknown) => {
    if (unavailable) return;
    unavailable = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits are not enforced until it is back');
  };
  redis.on('error', reportOutage);
  redis.on('ready', () => {
    if (unavailable) log.warn('Redis reachable again: rate limits are enforced');
    unavailable = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    // The server still starts: limits fail open until the background reconnection succeeds.
    reportOutage(error);
  }
  return redis;
}
