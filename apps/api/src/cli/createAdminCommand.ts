import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { createDb } from '../db/createDb.js';
import { lockDataDirOrExit } from '../db/dataDirLock.js';
import { migrate } from '../db/migrate.js';
import { createAdmin, describeCreatedAdmin, InvalidEmailError } from './createAdmin.js';

/**
 * `npm run admin:create -- EMAIL`: the server's own configuration (DATABASE_URL, or the embedded database in
 * DATA_DIR), then createAdmin. A relative DATA_DIR is taken from where the command was typed (npm runs the
 * workspace script inside apps/api), so it finds the same folder as `npm start` run from there.
 */
const args = process.argv.slice(2);
if (args.length !== 1) {
  console.error('Usage: npm run admin:create -- EMAIL');
  process.exit(2);
}

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
  await migrate(db);
  console.log(describeCreatedAdmin(await createAdmin(db, args[0]!)));
} catch (error) {
  if (!(error instanceof InvalidEmailError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await dataDirLock?.release();
}
