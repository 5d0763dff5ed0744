import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { postgresReachable } from '../lib/postgres.mjs';
import { withCleanup } from './cleanup.mjs';
import { describeMachineLoad } from './machineLoad.mjs';
import { benchPostgresUrl } from './postgresSection.mjs';
import { createThrowawayDatabase, describePostgres } from './throwawayDatabase.mjs';

/** Issue 13's goals: the job at most 1.3 times exceljs alone on the same rows, under 200 MB at its peak. */
export const REPORT_TIME_GOAL = 1.3;
export const REPORT_MEMORY_GOAL_MB = 200;
const TRANSACTIONS = 60_000;
const ORDERS = 40_000;
const ROUNDS = 3;
const FROM = '2030-01-01';
const TO = '2030-12-31';

const dist = new URL('../../apps/api/dist/', import.meta.url);
const child = fileURLToPath(new URL('reportWorkbookChild.mjs', import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One person with TRANSACTIONS deposits and withdrawals and ORDERS filled orders in the year, written straight
 * into the tables (a bench database: triggers and foreign keys off for the load, CHECKs still on).
 */
async function seed(db, sql) {
  const { rows } = await sql`
    INSERT INTO users (email, referral_code) VALUES ('report-bench@example.com', 'RBENCH0001')
    RETURNING id::text AS id`.execute(db);
  const userId = rows[0].id;
  await db.connection().execute(async (conn) => {
    await sql`SET session_replication_role = replica`.execute(conn);
    await sql`
      INSERT INTO wallet_transactions
        (user_id, type, currency, amount, status, tracking_id, dest_iban, hold_transfer_id, created_at)
      SELECT ${userId}::bigint, CASE WHEN g % 2 = 1 THEN 'Withdraw' ELSE 'Deposit' END, 'IRT', 1000000 + g,
             'Pending', CASE WHEN g % 2 = 0 THEN 'TRK' || g END,
             CASE WHEN g % 2 = 1 THEN 'IR062960000000100324200001' END, CASE WHEN g % 2 = 1 THEN 1 END,
             timestamptz '2030-01-01 00:00+03:30' + g * interval '4 minutes'
        FROM generate_series(1, ${TRANSACTIONS}::integer) g`.execute(conn);
    await sql`
      INSERT INTO orders
        (user_id, quote_id, market_id, side, status, amount, total, price, fee_percent, fee_value, paid, received,
         approval_required, created_at, filled_at)
      SELECT ${userId}::bigint, gen_random_uuid(), (SELECT id FROM markets WHERE base_symbol = 'USDT'), 'Buy',
             'Filled', 1000000, 9.99, 100000, 0.1, 1000, 1000000, 9.99, false, at, at
        FROM (SELECT timestamptz '2030-01-01 00:00+03:30' + g * interval '6 minutes' AS at
                FROM generate_series(1, ${ORDERS}::integer) g) t`.execute(conn);
    await sql`SET session_replication_role = DEFAULT`.execute(conn);
  });
  await sql`VACUUM ANALYZE`.execute(db);
  return userId;
}

function runChild(mode, databaseUrl, userId) {
  const output = execFileSync(
    process.execPath,
    [child, mode, databaseUrl, userId, FROM, TO, String(TRANSACTIONS), String(ORDERS)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.trim().split('\n').at(-1));
}

/**
 * A 100,000-row report (one person's year) through the report job on PostgreSQL, next to exceljs writing the
 * same cells from memory, in alternating rounds, each in a fresh process: time, peak memory and their ratio.
 */
export async function benchReportWorkbook() {
  const url = benchPostgresUrl();
  if (!(await postgresReachable(url))) {
    const skipped = `nothing answers at ${describePostgres(url)} (set BENCH_DATABASE_URL or DATABASE_URL)`;
    console.log(`\nReport workbook: SKIPPED, ${skipped}`);
    return { skipped };
  }
  const rows = TRANSACTIONS + ORDERS;
  console.log(
    `\nReport workbook on PostgreSQL at ${describePostgres(url)}: ${rows.toLocaleString('en')} rows ` +
      `(${TRANSACTIONS.toLocaleString('en')} transactions, ${ORDERS.toLocaleString('en')} orders) through the job ` +
      `and with exceljs alone, ${ROUNDS} rounds, each in its own process (${describeMachineLoad()})`,
  );
  const { createDb } = await import(new URL('db/createDb.js', dist));
  const { migrate } = await import(new URL('db/migrate.js', dist));
  const { sql } = await import('kysely');
  const database = await createThrowawayDatabase(url, 'sarraf_bench_report');
  return withCleanup(database.drop, async () => {
    const { db } = await createDb({ databaseUrl: database.url, onConnectionError: () => {} });
    let userId;
    try {
      await migrate(db);
      userId = await seed(db, sql);
    } finally {
      await db.destroy();
    }
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const job = runChild('job', database.url, userId);
      const direct = runChild('direct', database.url, userId);
      rounds.push({ job, direct, ratio: job.ms / direct.ms });
      for (const [name, figure] of [
        ['through the job', job],
        ['exceljs alone', direct],
      ])
        console.log(
          `  round ${round}: ${name.padEnd(16)} ${(figure.ms / 1000).toFixed(2).padStart(6)} s  ` +
            `peak ${figure.peakMb.toFixed(0).padStart(4)} MB  file ${(figure.size / 1e6).toFixed(1)} MB`,
        );
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const peakMb = Math.max(...rounds.map((r) => r.job.peakMb));
    const directPeakMb = Math.max(...rounds.map((r) => r.direct.peakMb));
    console.log(
      `  Goal: job time / exceljs alone <= ${REPORT_TIME_GOAL}: median ratio ${ratio.toFixed(2)}  ` +
        `${ratio <= REPORT_TIME_GOAL ? 'PASS' : 'MISS'}`,
    );
    console.log(
      `  Goal: job peak memory < ${REPORT_MEMORY_GOAL_MB} MB: highest ${peakMb.toFixed(0)} MB ` +
        `(exceljs alone ${directPeakMb.toFixed(0)} MB)  ${peakMb < REPORT_MEMORY_GOAL_MB ? 'PASS' : 'MISS'}`,
    );
    return { rounds, ratio, peakMb, directPeakMb };
  });
}

// `node scripts/bench/reportWorkbook.mjs` runs this section alone (after `npm run build -w @sarraf/api`).
if (import.meta.url === `file://${process.argv[1]}`) await benchReportWorkbook();
