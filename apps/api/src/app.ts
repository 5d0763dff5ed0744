import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { contractValidatorCompiler } from './lib/contractValidatorCompiler.js';
import { getCaptchaChallenge } from './modules/auth/getCaptchaChallenge.js';
import { login } from './modules/auth/login.js';
import { logout } from './modules/auth/logout.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './modules/auth/rateLimits.js';
import { getUser } from './modules/user/getUser.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { localePlugin } from './plugins/locale.js';
import { CONTRACT_PATH, openapiRoutesPlugin, type OperationHandler } from './plugins/openapiRoutes.js';
import { servicesPlugin } from './plugins/services.js';
import { staticWebPlugin } from './plugins/staticWeb.js';

/** JSON bodies are small (login, forms); uploads go through multipart with their own limits. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  captchaHmacKey: string;
  /** The clock for sessions and captcha expiry; tests move it. */
  now?: () => Date;
  sessionIdleSeconds?: number;
  sessionAbsoluteSeconds?: number;
  captchaMaxNumber?: number;
  captchaTtlSeconds?: number;
  rateLimits?: RateLimits;
  /** Serve this built web app folder (production). */
  webDist?: string;
  trustProxy?: boolean;
  /** The contract to route from; tests point it at a variant. */
  specPath?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Handlers by operationId; every other operation of the contract answers 501. */
export function operationHandlers(
  app: FastifyInstance,
  limits: RateLimits,
): Record<string, OperationHandler> {
  return {
    getCaptchaChallenge: getCaptchaChallenge(app, limits),
    login: login(app, limits),
    logout,
    getUser,
  };
}

/** Operation ids this server implements (for listing what is still missing). */
export const IMPLEMENTED_OPERATIONS = ['getCaptchaChallenge', 'login', 'logout', 'getUser'] as const;

/**
 * Builds the server without listening, so tests drive it with `app.inject`. Boot order follows
 * fastify/demo: external plugins, then our cross-cutting plugins, then the routes from the contract.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
  });
  // Fastify's own ajv (draft-07, removeAdditional and coercion everywhere) is replaced: see the compiler.
  app.setValidatorCompiler(contractValidatorCompiler());

  // Only JSON is spoken here; without this, text/plain bodies would reach validation instead of a 415.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyCookie, { secret: options.sessionSecret });
  await app.register(fastifyRateLimit, { global: false });

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(csrfPlugin);
  await app.register(servicesPlugin, {
    db: options.db,
    now: options.now ?? (() => new Date()),
    sessionIdleSeconds: options.sessionIdleSeconds ?? 30 * 60,
    sessionAbsoluteSeconds: options.sessionAbsoluteSeconds ?? 12 * 60 * 60,
    captchaHmacKey: options.captchaHmacKey,
    captchaMaxNumber: options.captchaMaxNumber ?? 100_000,
    captchaTtlSeconds: options.captchaTtlSeconds ?? 5 * 60,
  });
  await app.register(staticWebPlugin, { webDist: options.webDist });
  await app.register(openapiRoutesPlugin, {
    specPath: options.specPath ?? CONTRACT_PATH,
    handlers: operationHandlers(app, options.rateLimits ?? DEFAULT_RATE_LIMITS),
  });
  return app;
}
