import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import fp from 'fastify-plugin';
import { DomainError } from '../../../errors/DomainError.js';
import { isLocalPerson } from '../../../http/devOutbox.js';
import { DEMO_ACCOUNTS } from '../../users/index.js';
import { TOTP_STEP_SECONDS, totpCodeAt } from './totp.js';

/**
 * GET /dev/authenticator: the demo accounts' current authenticator codes, so a person trying the quick start
 * can sign in as the demo trader or operator without adding the printed keys to a phone. Not part of the
 * contract; registered only with demo data and the development outbox, and answered only to this machine.
 */
export const devAuthenticatorPage = fp(
  async (app) => {
    const { config, now } = app.core;
    if (!config.seedDemo || !config.devOutbox) return;
    app.get('/dev/authenticator', async (request, reply) => {
      if (!isLocalPerson(request)) throw new DomainError('notFound', 'error.notFound');
      const at = now();
      const secondsLeft = TOTP_STEP_SECONDS - (Math.floor(at.getTime() / 1000) % TOTP_STEP_SECONDS);
      const rows = DEMO_ACCOUNTS.map(
        (account) =>
          `<li>${account.email} (${account.role}): <strong>${totpCodeAt(decodeBase32IgnorePadding(account.authenticatorKey), at)}</strong></li>`,
      ).join('');
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo authenticator</title>` +
            `<style>body{font-family:sans-serif;margin:1rem}strong{font-size:1.5rem;letter-spacing:.2em}</style>` +
            `</head><body><h1>Demo authenticator</h1><ul>${rows}</ul>` +
            `<p>Each code changes in ${secondsLeft} s and works once; reload for the next one.</p></body></html>`,
        );
    });
  },
  { name: 'dev-authenticator', dependencies: ['core'] },
);
