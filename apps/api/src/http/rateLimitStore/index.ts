import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/transaction.js';
import { localStore, redisStore } from './pluginStores.js';
import { PostgresRateLimitStore } from './postgresStore.js';
import { connectRateLimitRedis } from './redisConnection.js';

/** Redis keys of the limits start with this, so they are easy to find among other data. */
export const REDIS_NAMESPACE = 'sarraf:rate-limit:';

/** What a limit tells its store: `createRateLimit` hands its options to the store's `child()` as they are. */
export interface LimitStoreParams {
  /** Count in this process only: see `rateLimitHook`'s `perProcess`. */
  perProcess?: boolean;
}

/**
 * The store class for @fastify/rate-limit's `store` option. Every limit counts in one place shared by all
 * server instances, so several processes on one database behave as one server and a restart forgets
 * nothing: Redis when `redisUrl` is set, otherwise the `rate_limits` table of `db`. A limit created with
 * `perProcess` counts in memory instead. Closing `app` closes what the store opened.
 */
export async function sharedRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  db: Db,
): Promise<FastifyRateLimitStoreCtor> {
  let shared: FastifyRateLimitStore;
  if (redisUrl) {
    const redis = await connectRateLimitRedis(redisUrl, app.log);
    app.addHook('onClose', async () => redis.disconnect());
    shared = redisStore(redis, REDIS_NAMESPACE);
  } else {
    const store = new PostgresRateLimitStore(db, app.log);
    app.addHook('onClose', () => store.close());
    shared = store;
  }
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      shared.incr(...args);
    }
    // The plugin's types say route options; the object also carries the limit's own options.
    child(params: Parameters<FastifyRateLimitStore['child']>[0] & LimitStoreParams): FastifyRateLimitStore {
      return params.perProcess ? localStore() : shared;
    }
  };
}
