import { sql, type Kysely } from 'kysely';
import type { ChainNetwork, Database } from '../../db/schema.js';
import { withTransaction, type Db } from '../../db/transaction.js';
import { deriveTronAddress } from './deriveDepositAddress.js';

export interface DepositAddress {
  userId: string;
  network: ChainNetwork;
  /** i in m/44'/195'/0'/0/i. */
  derivationIndex: number;
  address: string;
}

export interface AssignOptions {
  /** The account-level xpub (config.chain.usdtXpub). */
  xpub: string;
  now: Date;
}

/**
 * Serialises handing out indexes (any constant shared by every server instance; migrate.ts uses another).
 * Transaction-scoped, so it is released on commit or rollback.
 */
const ALLOCATION_LOCK_KEY = 7_261_009;

interface AddressRow {
  user_id: string;
  network: ChainNetwork;
  derivation_index: number;
  address: string;
}

const fromRow = (row: AddressRow): DepositAddress => ({
  userId: String(row.user_id),
  network: row.network,
  derivationIndex: row.derivation_index,
  address: row.address,
});

export async function findDepositAddress(db: Db, userId: string): Promise<DepositAddress | undefined> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select(['user_id', 'network', 'derivation_index', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/**
 * The person's deposit address, made on first use. Indexes are handed out one at a time under a
 * transaction-scoped advisory lock and read as MAX + 1 after it is taken, so concurrent calls for different
 * people get different indexes with no gaps (a rolled-back call leaves none), and concurrent calls for the
 * same person find the row the first one wrote. The UNIQUE constraints stay the last line of defence.
 */
export async function assignDepositAddress(
  db: Kysely<Database>,
  userId: string,
  options: AssignOptions,
): Promise<DepositAddress> {
  const existing = await findDepositAddress(db, userId);
  if (existing) return existing;
  return withTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ALLOCATION_LOCK_KEY})`.execute(trx);
    // Read committed: this statement's snapshot is taken after the lock, so it sees the previous holder's row.
    const mine = await findDepositAddress(trx, userId);
    if (mine) return mine;
    const next = await sql<{ index: number }>`
      SELECT COALESCE(MAX(derivation_index) + 1, 0)::integer AS index FROM deposit_addresses`.execute(trx);
    const derivationIndex = next.rows[0]?.index ?? 0;
    const row: AddressRow = {
      user_id: userId,
      network: 'tron',
      derivation_index: derivationIndex,
      address: deriveTronAddress(options.xpub, derivationIndex),
    };
    await trx
      .insertInto('deposit_addresses')
      .values({ ...row, created_at: options.now })
      .execute();
    return fromRow(row);
  });
}

export interface WatchedAddress {
  address: string;
  userId: string;
}

/** Every deposit address, the least recently scanned first (never scanned before all). */
export async function listWatchedAddresses(db: Db): Promise<WatchedAddress[]> {
  const rows = await db
    .selectFrom('deposit_addresses as d')
    .leftJoin('chain_scan_cursors as c', 'c.address', 'd.address')
    .select(['d.address', 'd.user_id'])
    .orderBy(sql`c.scanned_at ASC NULLS FIRST`)
    .orderBy('d.derivation_index')
    .execute();
  return rows.map((row) => ({ address: row.address, userId: String(row.user_id) }));
}
