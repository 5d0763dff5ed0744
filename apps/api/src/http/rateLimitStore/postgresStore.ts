import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/transaction.js';
import { countHit, deleteExpiredCounters } from './rateLimitCounters.js';

/**
 * Every this many hits, one sweep deletes up to as many expired counters: at most one new row per hit, so
 * the sweeps keep up with any traffic, and the cost is one small indexed delete per hundred requests.
 */
export const SWEEP_EVERY = 100;

/** @fastify/rate-limit store on the `rate_limits` table: one upsert per hit, shared by every instance. */
export class PostgresRateLimitStore implements FastifyRateLimitStore {
  private hits = 0;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    countHit(this.db, key, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
    this.hits += 1;
    if (this.hits % SWEEP_EVERY === 0) this.sweep();
  }

  /** Every limit counts in the same table; its key already names the limit. */
  child(): FastifyRateLimitStore {
    return this;
  }

  /** Waits for a sweep in progress, so the database can be closed after it. */
  async close(): Promise<void> {
    await this.sweeping;
  }

  private sweep(): void {
    // Not awaited by the request that triggered it: nobody's answer waits for housekeeping.
    this.sweeping = this.sweeping
      .then(() => deleteExpiredCounters(this.db, SWEEP_EVERY))
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error }, 'expired rate-limit counters not deleted'),
      );
  }
}
