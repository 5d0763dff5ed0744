import { postgresReachable, postgresUrl } from '../lib/postgres.mjs';
import { benchBuiltServer } from './builtServer.mjs';
import { withCleanup } from './cleanup.mjs';
import { LOAD_DESCRIPTION } from './load.mjs';
import { describeMachineLoad } from './machineLoad.mjs';
import { pgbenchBaseline, pgbenchMissing } from './pgbench.mjs';
import { createThrowawayDatabase, describePostgres } from './throwawayDatabase.mjs';

/** The PostgreSQL the bench uses: its own variable first, so a bench never lands on the app's database. */
export function benchPostgresUrl() {
  return process.env.BENCH_DATABASE_URL || postgresUrl();
}

/**
 * pgbench -N and the built server, each in its own throwaway database. Returns the figures, with `skipped`
 * saying why a part did not run; anything that fails once PostgreSQL answers is thrown, not skipped.
 */
export async function benchPostgres() {
  const url = benchPostgresUrl();
  const where = describePostgres(url);
  if (!(await postgresReachable(url))) {
    const skipped = `nothing answers at ${where} (set BENCH_DATABASE_URL or DATABASE_URL)`;
    console.log(`\nPostgreSQL: SKIPPED, ${skipped}`);
    return { skipped };
  }
  console.log(
    `\nPostgreSQL at ${where}, throwaway databases (${LOAD_DESCRIPTION}; ${describeMachineLoad()})`,
  );
  let pgbench;
  const missing = pgbenchMissing();
  if (missing) {
    console.log(`  pgbench -N: SKIPPED, ${missing}`);
  } else {
    const database = await createThrowawayDatabase(url, 'sarraf_pgbench');
    pgbench = await withCleanup(database.drop, async () => pgbenchBaseline(database.url));
  }
  const database = await createThrowawayDatabase(url, 'sarraf_bench');
  const server = await withCleanup(database.drop, () => benchBuiltServer(database.url));
  return { ...server, pgbench, pgbenchSkipped: missing };
}
