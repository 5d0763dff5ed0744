import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Mailer } from './modules/mail/index.js';

/** What every module is built from: the database, the clock, the configuration and the mail transport. */
export interface Core {
  db: Kysely<Database>;
  /** The clock; tests move it. Services take `now` from here, never from Date.now(). */
  now: () => Date;
  config: Config;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

export const corePlugin = fp<Core>(
  async (app, core) => {
    app.decorate('core', { db: core.db, now: core.now, config: core.config, mailer: core.mailer });
  },
  { name: 'core' },
);
