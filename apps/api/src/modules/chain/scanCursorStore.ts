import type { Db } from '../../db/transaction.js';

/** Where an address's scanning stands. */
export interface ScanCursor {
  /** Every transfer with a block time before this (ms) has been credited or refused for good. */
  settledUntilMs: number;
  /**
   * The last scan stopped part way through the listing (a page cap, a back-off): the next one resumes
   * exactly at `settledUntilMs` instead of an overlap window earlier.
   */
  midListing: boolean;
}

/**
 * Scan cursors, one per address. Kept in the database so that whichever server process runs the next scan
 * starts where the last one stopped.
 */
export interface CursorStore {
  get(address: string): Promise<ScanCursor | undefined>;
  set(address: string, cursor: ScanCursor, scannedAt: Date): Promise<void>;
}

export function databaseCursorStore(db: Db): CursorStore {
  return {
    async get(address) {
      const row = await db
        .selectFrom('chain_scan_cursors')
        .select(['settled_until_ms', 'mid_listing'])
        .where('address', '=', address)
        .executeTakeFirst();
      return row ? { settledUntilMs: Number(row.settled_until_ms), midListing: row.mid_listing } : undefined;
    },
    async set(address, cursor, scannedAt) {
      const values = {
        settled_until_ms: cursor.settledUntilMs,
        mid_listing: cursor.midListing,
        scanned_at: scannedAt,
      };
      await db
        .insertInto('chain_scan_cursors')
        .values({ address, ...values })
        .onConflict((conflict) => conflict.column('address').doUpdateSet(values))
        .execute();
    },
  };
}
