import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { captchaService, type CaptchaService } from '../modules/auth/captchaService.js';
import { emailCodes, type EmailCodes } from '../modules/auth/emailCodes.js';
import { SessionService } from '../modules/auth/SessionService.js';
import { sessionRepository } from '../modules/auth/sessionRepository.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { marketRepository, type MarketRepository } from '../modules/markets/marketRepository.js';
import { userRepository, type UserRepository } from '../modules/user/userRepository.js';
import type { UploadLimits } from '../modules/verification/uploadRules.js';

/** Repositories and services shared by the handlers, built once per app. */
export interface Services {
  db: Kysely<Database>;
  now: () => Date;
  users: UserRepository;
  markets: MarketRepository;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: EmailCodes;
  mailer: Mailer;
  /** Folder of uploaded files (outside any web root). */
  uploadDir: string;
  uploadLimits: UploadLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface ServicesOptions {
  db: Kysely<Database>;
  now: () => Date;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  captchaHmacKey: string;
  captchaMaxNumber: number;
  captchaTtlSeconds: number;
  codeSecret: string;
  codeTtlSeconds: number;
  codeResendSeconds: number;
  codeMaxAttempts: number;
  mailer: Mailer;
  uploadDir: string;
  uploadLimits: UploadLimits;
}

export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    app.decorate('services', {
      db: options.db,
      now: options.now,
      users: userRepository(options.db),
      markets: marketRepository(options.db),
      sessions: new SessionService(sessionRepository(options.db), {
        idleSeconds: options.sessionIdleSeconds,
        absoluteSeconds: options.sessionAbsoluteSeconds,
        now: options.now,
      }),
      captcha: captchaService(options.db, {
        hmacKey: options.captchaHmacKey,
        maxNumber: options.captchaMaxNumber,
        ttlSeconds: options.captchaTtlSeconds,
        now: options.now,
      }),
      codes: emailCodes(options.db, {
        secret: options.codeSecret,
        now: options.now,
        ttlSeconds: options.codeTtlSeconds,
        resendSeconds: options.codeResendSeconds,
        maxAttempts: options.codeMaxAttempts,
      }),
      mailer: options.mailer,
      uploadDir: options.uploadDir,
      uploadLimits: options.uploadLimits,
    });
  },
  { name: 'services' },
);
