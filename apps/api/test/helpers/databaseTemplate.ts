import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.js';
import { PGliteDialect } from '../../src/db/PGliteDialect.js';
import { POSTGRES_URL, TEST_DB } from './testDb.js';

/**
 * Vitest global setup: migrates one database per run (or reuses the one a previous run made from the same
 * migrations), and every test file starts from a copy of it instead of running initdb and every migration
 * again: a PGlite dump loaded per file, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL. The copy is keyed by
 * the migrations' contents and the PGlite version, so a changed migration is never served from a stale copy.
 */
export default async function prepareDatabaseTemplate(project: TestProject): Promise<void> {
  const key = templateKey();
  if (TEST_DB === 'postgres') {
    const name = await ensurePostgresTemplate(key);
    project.provide('databaseTemplate', { kind: 'postgres', name });
    console.log(
      `[api tests] database: PostgreSQL (${new URL(POSTGRES_URL).host}), each file a copy of ${name}`,
    );
    return;
  }
  const dump = await ensurePgliteDump(key);
  project.provide('databaseTemplate', { kind: 'pglite', dump });
  console.log('[api tests] database: embedded PGlite (in memory), each file loaded from one migrated dump');
}

export type DatabaseTemplate = { kind: 'pglite'; dump: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every API test file starts from (test/helpers/databaseTemplate.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/** A short hash of every migration file (name and text) and of the PGlite version that writes the dump. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The installed PGlite's version (its package.json is not among the package's exports: found beside its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

// Outside the repository's tracked files; kept between runs so the developer's loop skips the migration.
const CACHE_DIR = new URL('../../../../node_modules/.cache/sarraf-api-tests/', import.meta.url).pathname;

async function ensurePgliteDump(key: string): Promise<string> {
  const path = join(CACHE_DIR, `pglite-migrated-${key}.tar`);
  if (existsSync(path)) return path;
  mkdirSync(CACHE_DIR, { recursive: true });
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  try {
    await migrate(db);
    const dump = await pglite.dumpDataDir('none');
    // Written whole, then renamed: a run that stops half-way never leaves a truncated dump behind.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await db.destroy();
  }
  return path;
}

// Any constant: concurrent runs on one PostgreSQL make the template once, in turn.
const TEMPLATE_LOCK_KEY = 7_261_002;
const TEMPLATE_PREFIX = 'sarraf_test_template_';

async function ensurePostgresTemplate(key: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const existing = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    const names = existing.rows.map((row) => row.datname);
    // Templates of older migrations: dropped when nothing uses them (a run still copying one keeps it).
    for (const old of names.filter((other) => other !== name)) {
      await admin.query(`DROP DATABASE IF EXISTS ${old}`).catch(() => undefined);
    }
    if (!names.includes(name)) {
      // Migrated under another name and renamed when complete: a run stopped half-way leaves no template
      // that looks finished.
      const building = `sarraf_test_building_${key}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${building}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
      try {
        await migrate(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}
