import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import { corePlugin } from './core.js';
import type { Database } from './db/schema.js';
import { authenticatorPlugin } from './http/auth.js';
import { contractValidatorCompiler } from './http/contractValidatorCompiler.js';
import { csrfPlugin } from './http/csrf.js';
import { devOutboxPlugin } from './http/devOutbox.js';
import { devAuthenticatorPage } from './modules/auth/index.js';
import { errorsPlugin } from './http/errorHandler.js';
import { frameworkErrors, inputGuards, MAX_URL_LENGTH } from './http/guards/index.js';
import { localePlugin } from './http/locale.js';
import { operationsRegistryPlugin } from './http/modules.js';
import { sharedRateLimitStore } from './http/rateLimitStore/index.js';
import { CONTRACT_PATH, routerPlugin } from './http/router.js';
import { securityHeadersPlugin } from './http/securityHeaders.js';
import { staticWebPlugin } from './http/staticWeb.js';
import { type MovableClock, testClockPlugin } from './http/testClock.js';
import { OUTBOX_LISTING, OUTBOX_SEPARATOR, type Mailer } from './modules/mail/index.js';
import { createTronGridSource, type ChainSource } from './modules/chain/index.js';
import { MODULES } from './modules/index.js';

export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  /** Where mail goes (SMTP or the local outbox). */
  mailer: Mailer;
  /** The clock for sessions, codes and captcha expiry; tests move it. */
  now?: () => Date;
  /** A clock journeys move over HTTP (config `testClock`); it is then the app's clock too. */
  testClock?: MovableClock;
  /** Where Tether deposits are read from. @default TronGrid at config.chain.tronGridUrl */
  chainSource?: ChainSource;
  /** The contract to route from; tests point it at a variant. */
  specPath?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the server without listening, so tests drive it with `app.inject`. Boot order follows
 * fastify/demo: external plugins, then cross-cutting plugins, then the domain modules (each returns its
 * operation handlers), then the router, which serves exactly what the modules returned.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: config.http.jsonBodyBytes,
    // A hop count trusts exactly that many proxies in front (the address the last of them saw is the client).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Long path parameters reach validation (a 422 naming the field) instead of the router's bare 414.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    frameworkErrors,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveMs,
  });
  // A client that sends its headers slowly (slowloris) is cut off before it ties up a connection for long.
  app.server.headersTimeout = config.http.headersTimeoutMs;
  // Fastify's own ajv (draft-07, removeAdditional and coercion everywhere) is replaced: see the compiler.
  app.setValidatorCompiler(contractValidatorCompiler());
  // Only JSON is spoken here; without this, text/plain bodies would reach validation instead of a 415.
  app.removeContentTypeParser('text/plain');

  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Limits count in PostgreSQL (or Redis) so that every server instance enforces the same totals.
  await app.register(fastifyRateLimit, {
    global: false,
    store: await sharedRateLimitStore(app, config.redisUrl, deps.db),
  });
  await app.register(fastifyMultipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 4096,
      fields: 60,
      files: 40,
      parts: 100,
      headerPairs: 100,
      // Files are streamed by the handlers, each checked against its field's own limit while it streams
      // (with backpressure, so the answer comes when the limit is passed). The parser's cap is the request's:
      // a lower one would cut the file short and then read the rest of it unthrottled, letting the request's
      // cap answer first with a vaguer message.
      fileSize: config.uploads.requestBytes,
    },
  });

  await app.register(corePlugin, {
    db: deps.db,
    now: deps.testClock?.now ?? deps.now ?? (() => new Date()),
    config,
    mailer: deps.mailer,
    chainSource:
      deps.chainSource ??
      createTronGridSource({
        baseUrl: config.chain.tronGridUrl,
        apiKey: config.chain.tronGridApiKey,
        tokenContract: config.chain.usdtContract,
        timeoutMs: config.chain.requestTimeoutMs,
      }),
  });
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  // Before the CSRF check, so a 414 or 405 does not depend on the X-Requested-With header.
  await app.register(inputGuards, { specPath: deps.specPath ?? CONTRACT_PATH });
  await app.register(csrfPlugin);
  await app.register(operationsRegistryPlugin);
  await app.register(authenticatorPlugin);
  for (const module of MODULES) await app.register(module);
  if (config.devOutbox) {
    const outbox = { outboxDir: config.outboxDir, listing: OUTBOX_LISTING, separator: OUTBOX_SEPARATOR };
    await app.register(devOutboxPlugin, outbox);
    await app.register(devAuthenticatorPage);
  }
  await app.register(testClockPlugin, { clock: deps.testClock });
  await app.register(staticWebPlugin, { webDist: config.webDist });
  await app.register(routerPlugin, { specPath: deps.specPath ?? CONTRACT_PATH });
  return app;
}
