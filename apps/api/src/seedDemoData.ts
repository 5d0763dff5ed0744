import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { withSessionLock } from './db/sessionLock.js';
import { seedDemoSecondFactors } from './modules/auth/index.js';
import { seedDemoDeskStock } from './modules/ledger/index.js';
import { seedDemoMarketPrices } from './modules/markets/index.js';
import { DEMO_ACCOUNTS, seedDemoUsers } from './modules/users/index.js';
import { seedDemoWallet } from './modules/wallet/index.js';

// Any constant shared by every server instance (the migrations take 7_261_001, the test templates 7_261_002).
const SEED_LOCK_KEY = 7_261_003;

/**
 * The quick start's demo people (with their authenticator apps on), prices, wallet and the desk's opening stock. Each step leaves data that is already there alone, but
 * "already there" is read before it is written: two servers started together on an empty PostgreSQL both
 * found the demo wallet empty and funded it twice. They take turns on an advisory lock instead.
 */
export async function seedDemoData(db: Kysely<Database>, now: Date, secondFactorKey: Buffer): Promise<void> {
  await withSessionLock(db, SEED_LOCK_KEY, async (conn) => {
    await seedDemoUsers(conn);
    await seedDemoSecondFactors(conn, secondFactorKey, now);
    await seedDemoMarketPrices(conn, now);
    await seedDemoWallet(conn, DEMO_ACCOUNTS[0].email, now);
    await seedDemoDeskStock(conn);
  });
}
