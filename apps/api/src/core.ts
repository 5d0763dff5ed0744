import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { ChainSource } from './modules/chain/index.js';
import type { Mailer } from './modules/mail/index.js';

/**
 * What every module is built from: the database, the clock, the configuration and the two services outside
 * the machine (mail, and the chain Tether deposits are read from).
 */
export interface Core {
  db: Kysely<Database>;
  /** The clock; tests move it. Services take `now` from here, never from Date.now(). */
  now: () => Date;
  config: Config;
  mailer: Mailer;
  chainSource: ChainSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

export const corePlugin = fp<Core>(
  async (app, core) => {
    const { db, now, config, mailer, chainSource } = core;
    app.decorate('core', { db, now, config, mailer, chainSource });
  },
  { name: 'core' },
);
