import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Clients and threads of every pgbench run here: the same as the `pgbench -N` baseline (pgbench.mjs). */
export const CLIENTS = 8;
const THREADS = 2;

/**
 * The ledger's SQL path as the application uses it: one function call per movement, each its own
 * transaction. A mix of person -> house (debit), house -> person (credit) and a hold posted to the house
 * (two movements). `transfers` is how many transfers one run of the script makes.
 */
const SCRIPTS = [
  {
    name: 'debit',
    weight: 2,
    transfers: 1,
    text: `\\set uid random(:first_user, :last_user)
SELECT * FROM ledger_debit(:uid, 'IRT', 10, 'fees', 'fee', 'bench');
`,
  },
  {
    name: 'credit',
    weight: 1,
    transfers: 1,
    text: `\\set uid random(:first_user, :last_user)
SELECT * FROM ledger_credit(:uid, 'USDT', 2.5, 'hot_wallet', 'deposit', 'bench');
`,
  },
  {
    name: 'hold_post',
    weight: 1,
    transfers: 2,
    text: `\\set uid random(:first_user, :last_user)
SELECT transfer_id AS hold_id FROM ledger_hold(:uid, 'USDT', 1.5, 'withdrawal_hold', 'bench') \\gset
SELECT * FROM ledger_resolve_hold(:hold_id, 'hot_wallet', 'withdrawal', 'bench');
`,
  },
];

export const WORKLOAD_DESCRIPTION = SCRIPTS.map((s) => `${s.name} x${s.weight}`).join(', ');

function pgbench(args, databaseUrl) {
  const result = spawnSync('pgbench', [...args, databaseUrl], { encoding: 'utf8', timeout: 180_000 });
  if (result.error || result.status !== 0) {
    throw new Error(
      `pgbench ${args.join(' ')} failed: ${result.error ?? ''}${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/** `pgbench -N` for `seconds` on a database initialised by `initPgbench`: transactions per second. */
export function pgbenchSimpleUpdates(databaseUrl, seconds) {
  const output = pgbench(
    ['-N', '-c', String(CLIENTS), '-j', String(THREADS), '-T', String(seconds)],
    databaseUrl,
  );
  const tps = output.match(/^tps = ([\d.]+)/m);
  if (!tps) throw new Error(`pgbench printed no tps line:\n${output}`);
  return Number(tps[1]);
}

export function initPgbench(databaseUrl) {
  pgbench(['-i', '-s', '1', '-q'], databaseUrl);
}

/**
 * Runs the movement mix for `seconds` against people `firstUser`..`lastUser` and returns transfers per
 * second (each script's own rate times the transfers it makes) and the latency per script run.
 */
export function ledgerTransfers(databaseUrl, seconds, firstUser, lastUser) {
  const dir = mkdtempSync(join(tmpdir(), 'sarraf-ledger-bench-'));
  try {
    const files = SCRIPTS.map((script) => {
      const file = join(dir, `${script.name}.sql`);
      writeFileSync(file, script.text);
      return ['-f', `${file}@${script.weight}`];
    }).flat();
    const output = pgbench(
      [
        '-n',
        '-c',
        String(CLIENTS),
        '-j',
        String(THREADS),
        '-T',
        String(seconds),
        '-D',
        `first_user=${firstUser}`,
        '-D',
        `last_user=${lastUser}`,
        ...files,
      ],
      databaseUrl,
    );
    let transfersPerSecond = 0;
    for (const script of SCRIPTS) {
      const section = output.match(
        new RegExp(
          `SQL script \\d+: \\S*${script.name}\\.sql\\n[^\\n]*\\n - \\d+ transactions \\([^)]*tps = ([\\d.]+)\\)`,
        ),
      );
      if (!section) throw new Error(`pgbench printed no figures for ${script.name}:\n${output}`);
      transfersPerSecond += Number(section[1]) * script.transfers;
    }
    const latency = output.match(/^latency average = ([\d.]+) ms/m);
    return { transfersPerSecond, latencyAverage: latency?.[1] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
