import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { withSessionLock } from './sessionLock.js';

/** apps/api/migrations, reached the same way from src/db and dist/db. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant shared by every server instance: concurrent starts queue on it instead of racing.
const ADVISORY_LOCK_KEY = 7_261_001;

/**
 * Applies the plain `.sql` files of `dir` in name order, each in its own transaction together with its row
 * in `schema_migrations`, so a failed file leaves nothing behind and an applied one is never run again.
 * Returns the names applied by this call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before (and regardless of) the typed schema
export async function migrate(db: Kysely<any>, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return withSessionLock(db, ADVISORY_LOCK_KEY, async (conn) => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn);
    const applied = new Set(done.rows.map((row) => row.name));
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      const script = await readFile(`${dir}/${name}`, 'utf8');
      await conn.transaction().execute(async (trx) => {
        await sql.raw(script).execute(trx);
        await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(trx);
      });
      ran.push(name);
    }
    return ran;
  });
}
