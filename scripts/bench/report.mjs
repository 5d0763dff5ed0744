/** The goals of issue 9, measured on PostgreSQL with 8 connections. */
const goals = [
  {
    name: 'GET /api/user / pgbench -N',
    goal: '>= 0.9',
    measure: ({ user, pgbench }) => (pgbench ? user.answersPerSecond / pgbench.requestsPerSecond : undefined),
    met: (value) => value >= 0.9,
    format: (value) => value.toFixed(2),
    unmeasured: (postgres) => `pgbench skipped: ${postgres.pgbenchSkipped}`,
  },
  {
    name: 'GET /api/user p99',
    goal: '< 10 ms',
    measure: ({ user }) => user.p99,
    met: (value) => value < 10,
    format: (value) => `${value} ms`,
  },
  {
    name: 'GET /api/markets / bare Fastify',
    goal: '>= 0.25',
    measure: ({ markets }, bare) => markets.answersPerSecond / bare.answersPerSecond,
    met: (value) => value >= 0.25,
    format: (value) => value.toFixed(2),
  },
];

function row(cells, widths) {
  return `  ${cells.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](widths[index])).join('  ')}`;
}

/** One table of every figure of the run, then the goals with PASS or MISS (a MISS does not fail the run). */
export function printSummary({ bare, embedded, postgres }) {
  const lines = [['bare Fastify (no database)', bare]];
  for (const [section, figures] of [
    ['embedded PGlite', embedded],
    ['PostgreSQL', postgres.skipped ? undefined : postgres],
  ]) {
    if (!figures) continue;
    if (figures.pgbench) lines.push([`${section}: pgbench -N (tps)`, figures.pgbench]);
    lines.push(
      [`${section}: GET /api/user`, figures.user],
      [`${section}: GET /api/markets`, figures.markets],
    );
  }
  const widths = [44, 8, 7, 7, 8];
  console.log('\nSummary');
  console.log(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], widths));
  for (const [call, figure] of lines) {
    const latency = figure.latencyAverage ? [`avg ${figure.latencyAverage}`, '-'] : [figure.p50, figure.p99];
    console.log(row([call, figure.requestsPerSecond.toFixed(0), ...latency, figure.non2xx ?? '-'], widths));
  }
  console.log('\nGoals (PostgreSQL; ratios use 2xx answers per second)');
  for (const goal of goals) {
    let verdict;
    if (postgres.skipped) verdict = 'not measured (PostgreSQL skipped, see above)';
    else {
      const value = goal.measure(postgres, bare);
      verdict =
        value === undefined
          ? `not measured: ${goal.unmeasured(postgres)}`
          : `${goal.format(value).padStart(7)}  ${goal.met(value) ? 'PASS' : 'MISS'}`;
    }
    console.log(`  ${goal.name.padEnd(32)} goal ${goal.goal.padEnd(8)} ${verdict}`);
  }
}
