// `npm run bench`: throughput and latency of the built server on a real socket, next to what this machine
// can do at best (a bare Fastify server, `pgbench -N`), and the ratios against the goals. Runs on the
// embedded database, and on PostgreSQL whenever it answers (BENCH_DATABASE_URL, else DATABASE_URL, else the
// local default), each time in throwaway databases. Speed is measured and printed, never asserted: a MISS
// keeps exit code 0, a bench that could not run does not. Helpers live in scripts/bench/.
// `npm run bench -- web` runs only the web app's part: first-load weight, Lighthouse and the signed-in
// screens' load times on a slow phone.
import { ensureDependencies, run } from './lib/ensure.mjs';
import { benchBareFastify } from './bench/bareFastify.mjs';
import { benchBuiltServer } from './bench/builtServer.mjs';
import { printFirstLoadWeight } from './bench/firstLoadWeight.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchSignedInLoad } from './bench/signedInLoad.mjs';
import { benchLedger } from './bench/ledger.mjs';
import { benchOrders } from './bench/orders.mjs';
import { benchReportWorkbook } from './bench/reportWorkbook.mjs';
import { LOAD_DESCRIPTION } from './bench/load.mjs';
import { describeMachineLoad } from './bench/machineLoad.mjs';
import { benchPostgres } from './bench/postgresSection.mjs';
import { printSummary } from './bench/report.mjs';

ensureDependencies();
run('npm', ['run', '--silent', 'build', '-w', '@sarraf/api']);
run('npm', ['run', '--silent', 'build', '-w', '@sarraf/web']);
await printFirstLoadWeight();
await benchLighthouse();
// Issue 24's phone on a slow network: the signed-in screens until their figures show, beside /landing.
await benchSignedInLoad();
if (process.argv.includes('web')) process.exit(0);

console.log(`\nEmbedded PGlite (${LOAD_DESCRIPTION}; ${describeMachineLoad()})`);
const embedded = await benchBuiltServer('');

// Right before PostgreSQL, so the figures its ratios divide are taken close together in time.
console.log(`\nBare Fastify, one small JSON route (${LOAD_DESCRIPTION}; ${describeMachineLoad()})`);
const bare = await benchBareFastify();

const postgres = await benchPostgres();
// The ledger's transfers per second next to `pgbench -N` on the same PostgreSQL (issue 11's goal: 0.8).
await benchLedger();
// Orders (quote then buy) through HTTP next to `pgbench -N` (issue 12's goals: 0.5, p99 under 50 ms).
await benchOrders();
// A 100,000-row report through the job next to exceljs alone (issue 13's goals: 1.3 times, under 200 MB).
await benchReportWorkbook();

printSummary({ bare, embedded, postgres });
