import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type IsolationLevel, type Kysely, type Transaction } from 'kysely';
import { RETRYABLE_SQLSTATES, sqlStateOf } from '../errors/sqlState.js';
import type { Database } from './schema.js';

/** The database or an open transaction: repository functions take either. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface TransactionOptions {
  isolation?: IsolationLevel;
  /** Tries in all, the first included. */
  attempts?: number;
}

const DEFAULT_ATTEMPTS = 4;

/**
 * Runs `work` in one transaction and runs it again, from the start, when PostgreSQL aborts it for a
 * serialization failure or a deadlock (40001, 40P01): those say nothing about the request, only that it met
 * another one, and a second run usually passes. After the last try the error goes on (the client gets 503).
 * `work` must therefore only touch the database (no mail, no files) and read its inputs afresh each time.
 * The same code runs on PostgreSQL and PGlite (where transactions are serialised and never conflict).
 */
export async function withTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      let builder = db.transaction();
      if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
      return await builder.execute(work);
    } catch (error) {
      const state = sqlStateOf(error);
      if (!state || !RETRYABLE_SQLSTATES.has(state) || attempt >= attempts) throw error;
      // Jittered backoff, so the two transactions that met do not meet again at once.
      await sleep(Math.floor(Math.random() * 20 * attempt) + 5);
    }
  }
}

/** Tables whose rows are locked through `lockRowsInOrder` (each has a bigint `id`). */
type LockableTable = {
  [Name in keyof Database]: Database[Name] extends { id: unknown } ? Name : never;
}[keyof Database];

/**
 * Locks rows `FOR UPDATE` in ascending id order and returns them in that order. Every transaction that
 * locks more than one row of a table goes through here, so two of them always take their locks in the same
 * order and cannot deadlock each other. Ids are compared as integers (bigint), not as text.
 */
export async function lockRowsInOrder<Name extends LockableTable>(
  trx: Transaction<Database>,
  table: Name,
  ids: readonly (string | number | bigint)[],
): Promise<Database[Name][]> {
  const sorted = [...new Set(ids.map((id) => BigInt(id)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 0) return [];
  const result = await sql<Database[Name]>`
    SELECT * FROM ${sql.table(table)}
     WHERE id = ANY(${sorted.map(String)}::bigint[])
     ORDER BY id
       FOR UPDATE`.execute(trx);
  return result.rows;
}
