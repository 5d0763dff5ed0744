import { POSTGRES_URL, TEST_DB } from './testDb.js';

/** Vitest global setup: say once which database this run uses. */
export default function announceDatabase(): void {
  const where =
    TEST_DB === 'postgres'
      ? `PostgreSQL (${new URL(POSTGRES_URL).host}, a fresh database per file)`
      : 'embedded PGlite (in memory, fresh per file)';
  console.log(`[api tests] database: ${where}`);
}
