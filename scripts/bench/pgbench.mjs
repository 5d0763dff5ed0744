import { spawnSync } from 'node:child_process';

/** Why `pgbench` cannot run here, or undefined when it can. */
export function pgbenchMissing() {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (probe.error?.code === 'ENOENT')
    return 'no pgbench binary on PATH (it comes with the PostgreSQL client)';
  if (probe.error || probe.status !== 0) return `pgbench --version failed: ${probe.error ?? probe.stderr}`;
  return undefined;
}

function pgbench(args, databaseUrl) {
  // pgbench reads a connection URI in the database name's place, so ssl and password options carry over.
  const result = spawnSync('pgbench', [...args, databaseUrl], { encoding: 'utf8', timeout: 180_000 });
  if (result.error || result.status !== 0) {
    throw new Error(
      `pgbench ${args.join(' ')} failed: ${result.error ?? ''}${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/**
 * What this PostgreSQL does in simple one-round-trip-per-statement transactions with 8 clients: the ceiling
 * a call that touches the database once can hope for. Initialises its tables in `databaseUrl` first.
 */
export function pgbenchBaseline(databaseUrl) {
  pgbench(['-i', '-s', '1', '-q'], databaseUrl);
  const output = pgbench(['-N', '-c', '8', '-j', '2', '-T', '5'], databaseUrl);
  const tps = output.match(/^tps = ([\d.]+)/m);
  const latency = output.match(/^latency average = ([\d.]+) ms/m);
  if (!tps) throw new Error(`pgbench printed no tps line:\n${output}`);
  const figure = {
    call: 'pgbench -N (tps)',
    requestsPerSecond: Number(tps[1]),
    latencyAverage: latency?.[1],
  };
  console.log(
    `  ${figure.call.padEnd(32)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} tps     ` +
      `latency average ${figure.latencyAverage ?? '?'} ms`,
  );
  return figure;
}
