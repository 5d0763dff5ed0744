import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// @fastify/rate-limit's own in-memory and Redis stores: the plugin builds them only from its own options
// (one store for every limit), so they are loaded by path to combine them with the PostgreSQL store. The
// package has no `exports` map; these two files are the stores its `redis` and default options use.
const require = createRequire(import.meta.url);

type LocalStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;

type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;

const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreClass;

/** Counts in this process's memory only (least recently seen keys are forgotten past `cache` keys). */
export function localStore(cache = 5000): FastifyRateLimitStore {
  return new LocalStore(false, false, cache);
}

/** Counts in Redis (an atomic script per hit) under `nameSpace` + key. */
export function redisStore(redis: Redis, nameSpace: string): FastifyRateLimitStore {
  return new RedisStore(false, false, redis, nameSpace);
}
