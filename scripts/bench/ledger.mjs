import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresReachable } from '../lib/postgres.mjs';
import { withCleanup } from './cleanup.mjs';
import {
  CLIENTS,
  initPgbench,
  ledgerTransfers,
  pgbenchSimpleUpdates,
  WORKLOAD_DESCRIPTION,
} from './ledgerWorkload.mjs';
import { describeMachineLoad } from './machineLoad.mjs';
import { seedPeopleWithSessions, postJson } from './people.mjs';
import { pgbenchMissing } from './pgbench.mjs';
import { startBuiltServer } from './builtServer.mjs';
import { benchPostgresUrl } from './postgresSection.mjs';
import { createThrowawayDatabase, describePostgres } from './throwawayDatabase.mjs';

/** The goal of the ledger issue: its SQL path at least this share of `pgbench -N` on the same server. */
export const LEDGER_GOAL = 0.8;
const PEOPLE = 1000;
const ROUNDS = 5;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

// The built server's modules (bench.mjs builds apps/api first): the same migrations and ledger code.
const dist = new URL('../../apps/api/dist/', import.meta.url);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (call, figure, unit, extra = '') =>
  console.log(`  ${call.padEnd(40)} ${figure.toFixed(0).padStart(7)} ${unit.padEnd(12)} ${extra}`);

/** People with plenty of both currencies, put there by credits so the books start balanced. */
async function seed(db, sql) {
  await sql`
    INSERT INTO users (email, referral_code)
    SELECT 'bench-' || g || '@example.com', 'B' || lpad(g::text, 9, '0') FROM generate_series(1, ${PEOPLE}::integer) g`.execute(
    db,
  );
  const { rows } = await sql`SELECT min(id)::text AS first, max(id)::text AS last FROM users`.execute(db);
  await sql`
    SELECT count(*) FROM users u,
      LATERAL ledger_credit(u.id, 'IRT', 1000000000000, 'bank', 'deposit', 'bench-seed') irt,
      LATERAL ledger_credit(u.id, 'USDT', 1000000000, 'hot_wallet', 'deposit', 'bench-seed') usdt`.execute(
    db,
  );
  // As `pgbench -i` does for its tables: statistics for the planner, a clean visibility map.
  await sql`VACUUM ANALYZE`.execute(db);
  return { first: rows[0].first, last: rows[0].last };
}

/**
 * The same debit through the application's code: Kysely, `withTransaction` (BEGIN, the call, COMMIT) and
 * the ledger module, with CLIENTS movements in flight. Informational: it adds Node and two round trips.
 */
async function throughTheModule(db, people) {
  const { withTransaction } = await import(new URL('db/transaction.js', dist));
  const { debit } = await import(new URL('modules/ledger/index.js', dist));
  const span = BigInt(people.last) - BigInt(people.first) + 1n;
  const ends = performance.now() + SECONDS * 1000;
  let done = 0;
  const client = async () => {
    while (performance.now() < ends) {
      const userId = String(BigInt(people.first) + BigInt(Math.floor(Math.random() * Number(span))));
      await withTransaction(db, (trx) =>
        debit(trx, { userId, currency: 'IRT', amount: '10', to: 'fees', kind: 'fee', reference: 'bench' }),
      );
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return done / SECONDS;
}

/** A Toman withdrawal's destination (a valid IBAN; the bench never pays it out). */
const BENCH_IBAN = 'IR360120000000000987654321';

/**
 * Ledger transfers through the built server's HTTP API: CLIENTS people each requesting Toman withdrawals
 * in a loop (each holds its amount: one ledger transfer, with its idempotency key, wallet row and audit
 * in the same transaction). Informational: it adds HTTP, the session, validation and the wallet's rows.
 */
async function throughHttp(databaseUrl, db, sql) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-ledger-'));
  return withCleanup(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    async () => {
      const { base, stop } = await startBuiltServer(databaseUrl, dataDir);
      return withCleanup(stop, async () => {
        const people = await seedPeopleWithSessions(db, sql, CLIENTS, 'W');
        const withdraw = (cookie) =>
          postJson(
            base,
            '/api/wallet/withdraw/irt',
            cookie,
            { amount: '100000', iban: BENCH_IBAN },
            {
              'idempotency-key': randomUUID(),
            },
          );
        const loop = async (seconds) => {
          const ends = performance.now() + seconds * 1000;
          let done = 0;
          await Promise.all(
            people.map(async ({ cookie }) => {
              while (performance.now() < ends) {
                await withdraw(cookie);
                done += 1;
              }
            }),
          );
          return done / seconds;
        };
        await loop(WARM_UP_SECONDS);
        return loop(SECONDS);
      });
    },
  );
}

/**
 * Ledger movements per second on PostgreSQL next to `pgbench -N` on the same server, in alternating rounds
 * (a shared machine's load moves between minutes; the median ratio of neighbouring runs moves less).
 * Each in its own throwaway database. Returns the figures, or `skipped` with the reason.
 */
export async function benchLedger() {
  const url = benchPostgresUrl();
  const missing = !(await postgresReachable(url))
    ? `nothing answers at ${describePostgres(url)} (set BENCH_DATABASE_URL or DATABASE_URL)`
    : pgbenchMissing();
  if (missing) {
    console.log(`\nLedger SQL path: SKIPPED, ${missing}`);
    return { skipped: missing };
  }
  if (!existsSync(new URL('db/migrate.js', dist))) {
    throw new Error('apps/api is not built: run `npm run build -w @sarraf/api` first (npm run bench does)');
  }
  console.log(
    `\nLedger SQL path on PostgreSQL at ${describePostgres(url)}: ${WORKLOAD_DESCRIPTION}, ${CLIENTS} clients, ` +
      `${WARM_UP_SECONDS} s warm-up, then ${ROUNDS} rounds of ${SECONDS} s against pgbench -N (${describeMachineLoad()})`,
  );
  const { createDb } = await import(new URL('db/createDb.js', dist));
  const { migrate } = await import(new URL('db/migrate.js', dist));
  const { checkLedger } = await import(new URL('modules/ledger/index.js', dist));
  const { sql } = await import('kysely');

  const baseline = await createThrowawayDatabase(url, 'sarraf_pgbench');
  return withCleanup(baseline.drop, async () => {
    initPgbench(baseline.url);
    const ledgerDb = await createThrowawayDatabase(url, 'sarraf_bench_ledger');
    return withCleanup(ledgerDb.drop, async () => {
      // Dropping the database at the end may end a connection that is still closing: expected.
      const { db } = await createDb({ databaseUrl: ledgerDb.url, onConnectionError: () => {} });
      try {
        await migrate(db);
        const people = await seed(db, sql);
        // Warm-up, not counted: each connection compiles the ledger functions on first use, caches fill.
        ledgerTransfers(ledgerDb.url, WARM_UP_SECONDS, people.first, people.last);
        pgbenchSimpleUpdates(baseline.url, WARM_UP_SECONDS);
        const rounds = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          const ledger = ledgerTransfers(ledgerDb.url, SECONDS, people.first, people.last);
          const pgbench = pgbenchSimpleUpdates(baseline.url, SECONDS);
          const ratio = ledger.transfersPerSecond / pgbench;
          rounds.push({ ledger: ledger.transfersPerSecond, pgbench, ratio });
          line(
            `round ${round}: ledger SQL path`,
            ledger.transfersPerSecond,
            'transfers/s',
            `latency average ${ledger.latencyAverage} ms per script`,
          );
          line(`round ${round}: pgbench -N`, pgbench, 'tps', `ratio ${ratio.toFixed(2)}`);
        }
        const moduleRate = await throughTheModule(db, people);
        const httpRate = await throughHttp(ledgerDb.url, db, sql);
        const findings = await checkLedger(db);
        if (findings.length > 0) {
          throw new Error(`the bench left the ledger inconsistent: ${JSON.stringify(findings.slice(0, 5))}`);
        }
        const ratio = median(rounds.map((r) => r.ratio));
        const pgbenchMedian = median(rounds.map((r) => r.pgbench));
        line(
          'ledger module (Node, withTransaction)',
          moduleRate,
          'transfers/s',
          `${(moduleRate / pgbenchMedian).toFixed(2)} of pgbench -N (no goal)`,
        );
        line(
          'withdrawals through HTTP (a hold each)',
          httpRate,
          'transfers/s',
          `${(httpRate / pgbenchMedian).toFixed(2)} of pgbench -N (no goal)`,
        );
        console.log(
          `  Goal: ledger SQL path / pgbench -N >= ${LEDGER_GOAL}: median ratio ${ratio.toFixed(2)}  ` +
            `${ratio >= LEDGER_GOAL ? 'PASS' : 'MISS'}   (ledger check after the run: clean)`,
        );
        return {
          rounds,
          ratio,
          moduleTransfersPerSecond: moduleRate,
          httpTransfersPerSecond: httpRate,
          goal: LEDGER_GOAL,
        };
      } finally {
        await db.destroy();
      }
    });
  });
}

// `node scripts/bench/ledger.mjs` runs this section alone (after `npm run build -w @sarraf/api`).
if (import.meta.url === `file://${process.argv[1]}`) await benchLedger();
