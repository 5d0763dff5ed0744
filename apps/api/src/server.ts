import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/createDb.js';
import { lockDataDirOrExit } from './db/dataDirLock.js';
import { migrate } from './db/migrate.js';
import { startModuleJobs } from './http/modules.js';
import { listUnimplementedOperations, readContract } from './http/router.js';
import { movableClock } from './http/testClock.js';
import { createMailer } from './modules/mail/index.js';
import { DEMO_ACCOUNTS } from './modules/users/index.js';
import { seedDemoData } from './seedDemoData.js';

// Everything this process creates (database, outbox, uploads, secrets) is for its own user only.
process.umask(0o077);
const config = loadConfig();
// The embedded database takes one process at a time: a second one stops here, before opening anything.
const dataDirLock = config.databaseUrl
  ? undefined
  : await lockDataDirOrExit(
      config.dataDir,
      'Stop the other server first, or give this one another DATA_DIR.',
    );
const { db, kind } = await createDb({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const applied = await migrate(db);
if (config.seedDemo) await seedDemoData(db, new Date(), config.secondFactorKey);

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: config.outboxDir,
  onError: (error) => console.error('mail not sent:', error),
});

const app = await buildApp({
  config,
  db,
  mailer,
  ...(config.testClock ? { testClock: movableClock() } : {}),
  // One line per request is too much for production; warnings and errors only.
  logger: { level: 'warn' },
});

// Each module's background jobs (chain deposits, approval deadlines, notification mail, reports), on pg-boss.
const jobs = await startModuleJobs(app);

async function shutdown(signal: string): Promise<void> {
  console.log(`${signal}: closing`);
  await jobs.stop();
  await app.close();
  await db.destroy();
  await dataDirLock?.release();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const missing = listUnimplementedOperations(readContract(), app.operations.keys());
const address = `http://${config.host}:${config.port}`;
console.log(
  config.production
    ? `Sarraf is running: open ${address}/login (the API is under ${address}/api)`
    : `Sarraf API listening on ${address} (the web app runs from the Vite dev server)`,
);
console.log(
  `Database: ${kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL'}`,
);
console.log(`Mail: ${mailer.description}`);
if (config.devOutbox) console.log(`Read the outbox in a browser: ${address}/dev/outbox`);
if (config.testClock) console.log(`Test clock: POST ${address}/test/clock moves this server's time forward`);
console.log(`Uploads: ${config.uploadDir}`);
if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
if (config.seedDemo) {
  for (const account of DEMO_ACCOUNTS)
    console.log(
      `Demo login (${account.role}): ${account.email} / ${account.password}, authenticator key ${account.authenticatorKey}`,
    );
  if (config.devOutbox)
    console.log(`The demo accounts' current authenticator codes: ${address}/dev/authenticator`);
}
console.log(
  missing.length > 0
    ? `Not implemented yet (answer 501): ${missing.join(', ')}`
    : 'Every operation of the contract is implemented.',
);
