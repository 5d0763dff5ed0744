import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Core } from '../../core.js';
import type { Database } from '../../db/schema.js';
import {
  creditedTransactions,
  databaseCursorStore,
  listWatchedAddresses,
  scanDeposits,
  startChainWatcher,
  type ChainWatcher,
} from '../chain/index.js';
import { chainDepositCrediter } from './creditChainDeposit.js';

/**
 * Starts the background job that credits Tether deposits (one scan at a time across every server process,
 * on the job queue in the database). `databaseUrl` gives the queue its own connections on PostgreSQL; the
 * embedded database shares the app's handle.
 */
export async function watchChainDeposits(core: Core, databaseUrl: string | undefined): Promise<ChainWatcher> {
  // Several processes starting together can meet in the queue's set-up (a deadlock PostgreSQL breaks by
  // failing one of them): the one that failed tries again after a random pause.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startWatcher(core, databaseUrl);
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await sleep(Math.floor(Math.random() * 500 * attempt) + 50);
    }
  }
}

const START_ATTEMPTS = 5;

function startWatcher(core: Core, databaseUrl: string | undefined): Promise<ChainWatcher> {
  const { db, config, now, chainSource } = core;
  const { chain } = config;
  const place = databaseUrl ? { databaseUrl } : { db: db as Kysely<Database> };
  return startChainWatcher({
    ...place,
    intervalSeconds: chain.scanSeconds,
    scan: async () =>
      scanDeposits({
        source: chainSource,
        addresses: await listWatchedAddresses(db),
        cursorStore: databaseCursorStore(db),
        credit: chainDepositCrediter(db, now),
        now,
        usdtContract: chain.usdtContract,
        depositMinimum: chain.depositMinimum,
        overlapSeconds: chain.overlapSeconds,
        maxPagesPerAddress: chain.maxPagesPerAddress,
        creditedTransactions: (hashes) => creditedTransactions(db, hashes),
      }),
  });
}
