import { join } from 'node:path';
import { buildApp, IMPLEMENTED_OPERATIONS } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/createDb.js';
import { migrate } from './db/migrate.js';
import { createMailer } from './modules/mail/mailer.js';
import { seedDemoMarketPrices } from './modules/markets/seedDemoMarketPrices.js';
import { DEMO_ACCOUNTS, seedDemoUsers } from './modules/user/seedDemoUsers.js';
import { userRepository } from './modules/user/userRepository.js';
import { listUnimplementedOperations, readContract } from './plugins/openapiRoutes.js';

const config = loadConfig();
const { db, kind } = await createDb({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const applied = await migrate(db);
if (config.seedDemo) {
  await seedDemoUsers(userRepository(db));
  await seedDemoMarketPrices(db, new Date());
}

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  outboxDir: config.outboxDir,
  onError: (error) => console.error('mail not sent:', error),
});
// The outbox page is a quick-start aid for the embedded database (what `npm start` runs): never with a
// real database or real mail, and it answers only on this machine (see devOutboxPlugin).
const devOutbox = !config.databaseUrl && !config.smtpUrl;

const app = await buildApp({
  mailer,
  uploadDir: config.uploadDir,
  ...(devOutbox ? { devOutboxDir: config.outboxDir } : {}),
  db,
  sessionSecret: config.sessionSecret,
  captchaHmacKey: config.captchaHmacKey,
  sessionIdleSeconds: config.sessionIdleSeconds,
  sessionAbsoluteSeconds: config.sessionAbsoluteSeconds,
  captchaMaxNumber: config.captchaMaxNumber,
  captchaTtlSeconds: config.captchaTtlSeconds,
  trustProxy: config.trustProxy,
  webDist: config.production ? config.webDist : undefined,
  logger: { level: config.production ? 'info' : 'warn' },
});

async function shutdown(signal: string): Promise<void> {
  console.log(`${signal}: closing`);
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const missing = listUnimplementedOperations(
  readContract(),
  Object.fromEntries(IMPLEMENTED_OPERATIONS.map((id) => [id, true])),
);
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
if (devOutbox) console.log(`Read the outbox in a browser: ${address}/dev/outbox`);
console.log(`Uploads: ${config.uploadDir}`);
if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
if (config.seedDemo) {
  for (const account of DEMO_ACCOUNTS)
    console.log(`Demo login (${account.role}): ${account.email} / ${account.password}`);
}
console.log(
  missing.length > 0
    ? `Not implemented yet (answer 501): ${missing.join(', ')}`
    : 'Every operation of the contract is implemented.',
);
