import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresReachable } from '../lib/postgres.mjs';
import { startBuiltServer } from './builtServer.mjs';
import { withCleanup } from './cleanup.mjs';
import { CLIENTS, initPgbench, pgbenchSimpleUpdates } from './ledgerWorkload.mjs';
import { describeMachineLoad } from './machineLoad.mjs';
import { seedPeopleWithSessions, postJson as post } from './people.mjs';
import { pgbenchMissing } from './pgbench.mjs';
import { benchPostgresUrl } from './postgresSection.mjs';
import { createThrowawayDatabase, describePostgres } from './throwawayDatabase.mjs';

/** Issue 12's goals: orders through HTTP at least this share of `pgbench -N`, p99 of an order under 50 ms. */
export const ORDERS_GOAL = 0.5;
export const ORDER_P99_GOAL_MS = 50;
const PEOPLE = CLIENTS;
const ROUNDS = 5;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

const dist = new URL('../../apps/api/dist/', import.meta.url);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const line = (call, figure, unit, extra = '') =>
  console.log(`  ${call.padEnd(40)} ${figure.toFixed(0).padStart(7)} ${unit.padEnd(12)} ${extra}`);

/**
 * Every trader in a loop for `seconds`: a Buy quote, then the order at it (each order is two HTTP calls, as
 * the app makes them). Returns orders per second and the latency of each order (quote + confirm) in ms.
 */
async function trade(base, traders, seconds) {
  const ends = performance.now() + seconds * 1000;
  const latencies = [];
  const trader = async ({ cookie }) => {
    while (performance.now() < ends) {
      const started = performance.now();
      const quote = await post(base, '/api/trade/quote', cookie, {
        pair: 'USDT/IRT',
        side: 'Buy',
        amount: '1000000',
      });
      await post(
        base,
        '/api/trade/order/buy',
        cookie,
        { quote_id: quote.id },
        { 'idempotency-key': randomUUID() },
      );
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(traders.map(trader));
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Orders per second through the built server's HTTP API on PostgreSQL, next to `pgbench -N` on the same
 * server in alternating rounds, with each order's p50/p99 (issue 12's goals). Returns the figures, or
 * `skipped` with the reason.
 */
export async function benchOrders() {
  const url = benchPostgresUrl();
  const missing = !(await postgresReachable(url))
    ? `nothing answers at ${describePostgres(url)} (set BENCH_DATABASE_URL or DATABASE_URL)`
    : pgbenchMissing();
  if (missing) {
    console.log(`\nOrders through HTTP: SKIPPED, ${missing}`);
    return { skipped: missing };
  }
  console.log(
    `\nOrders through HTTP on PostgreSQL at ${describePostgres(url)}: ${PEOPLE} people each quoting then ` +
      `buying in a loop, ${WARM_UP_SECONDS} s warm-up, then ${ROUNDS} rounds of ${SECONDS} s against ` +
      `pgbench -N (${CLIENTS} clients; ${describeMachineLoad()})`,
  );
  const { createDb } = await import(new URL('db/createDb.js', dist));
  const { checkLedger } = await import(new URL('modules/ledger/index.js', dist));
  const { sql } = await import('kysely');

  const baseline = await createThrowawayDatabase(url, 'sarraf_pgbench');
  return withCleanup(baseline.drop, async () => {
    initPgbench(baseline.url);
    const ordersDb = await createThrowawayDatabase(url, 'sarraf_bench_orders');
    return withCleanup(ordersDb.drop, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-orders-'));
      const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
      return withCleanup(removeDataDir, async () => {
        // The server migrates and seeds the market prices before it answers.
        const { base, stop } = await startBuiltServer(ordersDb.url, dataDir, {
          QUOTES_LIMIT_PER_MINUTE: '1000000000',
        });
        return withCleanup(stop, async () => {
          const { db } = await createDb({ databaseUrl: ordersDb.url, onConnectionError: () => {} });
          try {
            const traders = await seedPeopleWithSessions(db, sql, PEOPLE);
            // Every buy takes Tether from the desk's stock (checked at each fill's commit, as in production):
            // enough for every round, so the bench measures orders and not the desk running dry.
            await sql`SELECT ledger_house_transfer('USDT', 'hot_wallet', 'inventory', 1000000000, 'opening_stock',
                                                   'bench-seed')`.execute(db);
            await trade(base, traders, WARM_UP_SECONDS);
            pgbenchSimpleUpdates(baseline.url, WARM_UP_SECONDS);
            const rounds = [];
            for (let round = 1; round <= ROUNDS; round += 1) {
              const orders = await trade(base, traders, SECONDS);
              const pgbench = pgbenchSimpleUpdates(baseline.url, SECONDS);
              const ratio = orders.ordersPerSecond / pgbench;
              rounds.push({ ...orders, pgbench, ratio });
              line(
                `round ${round}: orders (quote + buy)`,
                orders.ordersPerSecond,
                'orders/s',
                `p50 ${orders.p50.toFixed(1)} ms   p99 ${orders.p99.toFixed(1)} ms`,
              );
              line(`round ${round}: pgbench -N`, pgbench, 'tps', `ratio ${ratio.toFixed(2)}`);
            }
            const findings = await checkLedger(db);
            if (findings.length > 0) {
              throw new Error(
                `the bench left the ledger inconsistent: ${JSON.stringify(findings.slice(0, 5))}`,
              );
            }
            const ratio = median(rounds.map((r) => r.ratio));
            const p50 = median(rounds.map((r) => r.p50));
            const p99 = median(rounds.map((r) => r.p99));
            console.log(
              `  Goal: orders / pgbench -N >= ${ORDERS_GOAL}: median ratio ${ratio.toFixed(2)}  ` +
                `${ratio >= ORDERS_GOAL ? 'PASS' : 'MISS'}`,
            );
            console.log(
              `  Goal: p99 of an order (quote + buy) < ${ORDER_P99_GOAL_MS} ms: median p99 ${p99.toFixed(1)} ms ` +
                `(p50 ${p50.toFixed(1)} ms)  ${p99 < ORDER_P99_GOAL_MS ? 'PASS' : 'MISS'}   (ledger check after the run: clean)`,
            );
            return { rounds, ratio, p50, p99, goal: ORDERS_GOAL };
          } finally {
            await db.destroy();
          }
        });
      });
    });
  });
}

// `node scripts/bench/orders.mjs` runs this section alone (after `npm run build -w @sarraf/api`).
if (import.meta.url === `file://${process.argv[1]}`) await benchOrders();
