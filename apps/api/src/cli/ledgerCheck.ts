import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { createDb } from '../db/createDb.js';
import { lockDataDirOrExit } from '../db/dataDirLock.js';
import { checkLedger, houseBalances } from '../modules/ledger/index.js';
import { ledgerCheckReport } from './ledgerCheckReport.js';

/**
 * `npm run ledger:check`: checks every ledger invariant on the server's own database (DATABASE_URL, or the
 * embedded one in DATA_DIR), prints what breaks them and the house balances, and exits 1 on any finding.
 * Only reads (it applies no migrations); with PostgreSQL it can run next to the server. A relative DATA_DIR is taken from where the
 * command was typed, as for `admin:create`.
 */
process.umask(0o077);
const config = loadConfig(process.env, process.env.INIT_CWD || process.cwd());
const dataDirLock = config.databaseUrl
  ? undefined
  : await lockDataDirOrExit(
      config.dataDir,
      'With the embedded database this command needs the server stopped: stop it, run this command again, ' +
        'then start the server (with DATABASE_URL the two can run together).',
    );
const { db } = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
try {
  // A check writes nothing, migrations included: a database the server has not migrated is reported.
  const tables = await sql<{
    ledger: string | null;
  }>`SELECT to_regclass('ledger_entries')::text AS ledger`.execute(db);
  if (!tables.rows[0]?.ledger) {
    console.error('This database has no ledger yet: start the server once (it applies the migrations).');
    process.exitCode = 2;
  } else {
    const report = ledgerCheckReport(await checkLedger(db), await houseBalances(db));
    console.log(report.text);
    process.exitCode = report.exitCode;
  }
} finally {
  await db.destroy();
  await dataDirLock?.release();
}
