import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { captchaService, type CaptchaService } from '../modules/auth/captchaService.js';
import { SessionService } from '../modules/auth/SessionService.js';
import { sessionRepository } from '../modules/auth/sessionRepository.js';
import { userRepository, type UserRepository } from '../modules/user/userRepository.js';

/** Repositories and services shared by the handlers, built once per app. */
export interface Services {
  users: UserRepository;
  sessions: SessionService;
  captcha: CaptchaService;
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
}

export const servicesPlugin = fp<ServicesOptions>(
  async (app, options) => {
    app.decorate('services', {
      users: userRepository(options.db),
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
    });
  },
  { name: 'services' },
);
