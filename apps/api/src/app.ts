import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { contractValidatorCompiler } from './lib/contractValidatorCompiler.js';
import { getCaptchaChallenge } from './modules/auth/getCaptchaChallenge.js';
import { login } from './modules/auth/login.js';
import { logout } from './modules/auth/logout.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './modules/auth/rateLimits.js';
import { register } from './modules/auth/register.js';
import { resetForgottenPassword } from './modules/auth/resetForgottenPassword.js';
import { sendForgotPasswordCode } from './modules/auth/sendForgotPasswordCode.js';
import { sendSignUpOtp } from './modules/auth/sendSignUpOtp.js';
import { verifySignUpOtp } from './modules/auth/verifySignUpOtp.js';
import type { Mailer } from './modules/mail/mailer.js';
import { adminApproveVerification } from './modules/admin/adminApproveVerification.js';
import { adminGetVerification } from './modules/admin/adminGetVerification.js';
import { adminListAuditLog } from './modules/admin/adminListAuditLog.js';
import { adminListVerifications } from './modules/admin/adminListVerifications.js';
import { adminRejectVerification } from './modules/admin/adminRejectVerification.js';
import { adminListMarketPrices } from './modules/markets/adminListMarketPrices.js';
import { adminSetMarketPrice } from './modules/markets/adminSetMarketPrice.js';
import { getMarketPriceHistory } from './modules/markets/getMarketPriceHistory.js';
import { listMarkets } from './modules/markets/listMarkets.js';
import { getUser } from './modules/user/getUser.js';
import { setLocale } from './modules/user/setLocale.js';
import { setPassword } from './modules/user/setPassword.js';
import { downloadFile } from './modules/verification/downloadFile.js';
import { getVerification } from './modules/verification/getVerification.js';
import { submitIndividualVerification } from './modules/verification/submitIndividualVerification.js';
import {
  submitLegalVerificationStep1,
  submitLegalVerificationStep2,
  submitLegalVerificationStep3,
} from './modules/verification/submitLegalVerification.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './modules/verification/uploadRules.js';
import { csrfPlugin } from './plugins/csrf.js';
import { devOutboxPlugin } from './plugins/devOutbox.js';
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
  /** Where mail goes (SMTP or the local outbox). */
  mailer: Mailer;
  /** Folder for uploaded files, outside any web root. */
  uploadDir: string;
  uploadLimits?: UploadLimits;
  /** Serve the local mail outbox at /dev/outbox (development without SMTP only). */
  devOutboxDir?: string;
  codeTtlSeconds?: number;
  codeResendSeconds?: number;
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
    register: register(app, limits),
    sendSignUpOtp: sendSignUpOtp(app, limits),
    verifySignUpOtp: verifySignUpOtp(app, limits),
    sendForgotPasswordCode: sendForgotPasswordCode(app, limits),
    resetForgottenPassword: resetForgottenPassword(app, limits),
    setPassword,
    setLocale,
    getVerification,
    submitIndividualVerification,
    submitLegalVerificationStep1,
    submitLegalVerificationStep2,
    submitLegalVerificationStep3,
    downloadFile,
    adminListVerifications,
    adminGetVerification,
    adminApproveVerification,
    adminRejectVerification,
    adminListAuditLog,
    listMarkets: listMarkets(app),
    getMarketPriceHistory,
    adminListMarketPrices,
    adminSetMarketPrice,
  };
}

/** Operation ids this server implements (for listing what is still missing). */
export const IMPLEMENTED_OPERATIONS = [
  'getCaptchaChallenge',
  'login',
  'logout',
  'getUser',
  'register',
  'sendSignUpOtp',
  'verifySignUpOtp',
  'sendForgotPasswordCode',
  'resetForgottenPassword',
  'setPassword',
  'setLocale',
  'getVerification',
  'submitIndividualVerification',
  'submitLegalVerificationStep1',
  'submitLegalVerificationStep2',
  'submitLegalVerificationStep3',
  'downloadFile',
  'adminListVerifications',
  'adminGetVerification',
  'adminApproveVerification',
  'adminRejectVerification',
  'adminListAuditLog',
  'listMarkets',
  'getMarketPriceHistory',
  'adminListMarketPrices',
  'adminSetMarketPrice',
] as const;

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
  // Files are streamed by the handlers; these are outer bounds, each field's own limit is checked there.
  await app.register(fastifyMultipart, {
    limits: { fieldNameSize: 100, fieldSize: 4096, fields: 60, files: 40, parts: 100, headerPairs: 100 },
  });

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
    codeSecret: options.sessionSecret,
    codeTtlSeconds: options.codeTtlSeconds ?? 10 * 60,
    codeResendSeconds: options.codeResendSeconds ?? 60,
    codeMaxAttempts: 5,
    mailer: options.mailer,
    uploadDir: options.uploadDir,
    uploadLimits: options.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
  });
  await app.register(devOutboxPlugin, { outboxDir: options.devOutboxDir });
  await app.register(staticWebPlugin, { webDist: options.webDist });
  await app.register(openapiRoutesPlugin, {
    specPath: options.specPath ?? CONTRACT_PATH,
    handlers: operationHandlers(app, options.rateLimits ?? DEFAULT_RATE_LIMITS),
  });
  return app;
}
