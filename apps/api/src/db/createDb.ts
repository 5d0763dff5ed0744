import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './PGliteDialect.js';
import { restrictToOwner } from './restrictToOwner.js';
import type { Database } from './schema.js';

/** PostgreSQL type ids whose text form is kept as is: exact money (numeric), 64-bit ids (int8), dates. */
const KEEP_AS_STRING = [20, 1700, 1082] as const;

export interface DbHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite (in `pgliteDir`, or
 * in memory when that is undefined; the caller holds the data folder's lock, see dataDirLock.ts). Both
 * drivers return int8, numeric and date as strings and timestamptz as Date, so code behaves the same on
 * either.
 */
export interface CreateDbOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /**
   * Told when a PostgreSQL connection fails outside any query (the server restarted, an operator ended the
   * backend). The pool drops that connection and opens another for the next query.
   * @default one line on stderr
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite only: start from this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty cluster;
   * much faster than initdb and migrations (the tests start every file from one migrated dump).
   */
  pgliteDump?: Blob;
}

function reportConnectionError(error: Error): void {
  console.error(`PostgreSQL connection lost (a new one is opened on demand): ${error.message}`);
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Per-pool parsers rather than pg.types.setTypeParser, which would change every pool in the process.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          (KEEP_AS_STRING as readonly number[]).includes(oid)
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // node-postgres emits such a failure as an 'error' event, which ends the process when nobody listens:
    // on the pool for an idle connection, and on the connection itself while it is checked out or closing.
    // The pool re-emits an idle connection's failure; the connection's own listener has reported it already.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', options.onConnectionError ?? reportConnectionError));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
    chmodSync(options.pgliteDir, 0o700);
  }
  const keep = (value: string) => value;
  // The options-object form: with `new PGlite(undefined, options)` the parsers are silently ignored.
  const pglite = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    parsers: { [pgliteTypes.INT8]: keep, [pgliteTypes.NUMERIC]: keep, [pgliteTypes.DATE]: keep },
  });
  await pglite.waitReady;
  if (options.pgliteDir) await restrictToOwner(options.pgliteDir);
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}
