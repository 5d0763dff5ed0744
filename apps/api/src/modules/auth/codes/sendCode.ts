import type { FastifyRequest } from 'fastify';
import type { CodePurpose } from '../../../db/schema.js';
import { DomainError } from '../../../errors/DomainError.js';
import { waitMessage } from '../../../i18n/translate.js';
import { codeMail } from '../../mail/index.js';
import { findUserByEmail } from '../../users/index.js';
import { codeSettings } from './codeSettings.js';
import { issueCode } from './emailCodes.js';

/**
 * Issues a code for `email` and mails it (in the background, so the answer takes the same time whether or
 * not anything is sent). `purpose` decides what is mailed: for sign-up a taken email gets a notice instead
 * of a code; for recovery an unknown email gets nothing. Within the resend cooldown: 429 + Retry-After.
 */
export async function sendCode(
  request: FastifyRequest,
  purpose: CodePurpose,
  email: string,
  refCode: string | null = null,
): Promise<number> {
  const { db, now, mailer } = request.server.core;
  const user = await findUserByEmail(db, email);
  const issued = await issueCode(db, codeSettings(request), purpose, email, now(), refCode);
  if (!issued.ok) {
    const wait = waitMessage(issued.retryIn, { seconds: 'otp.cooldown', minutes: 'otp.cooldownMinutes' });
    throw new DomainError('rateLimited', wait.key, {
      params: wait.params,
      retryAfterSeconds: issued.retryIn,
    });
  }
  const locale = user?.locale ?? request.locale;
  const to = user?.email ?? email.trim();
  if (purpose === 'sign_up') {
    // A finished account gets a notice; its code stays unknown to everyone, so verify-otp fails.
    mailer.send(
      user?.password_hash
        ? codeMail(to, locale, 'exists', '', user.anti_phishing_phrase)
        : codeMail(to, locale, 'sign_up', issued.code),
    );
  } else if (user) {
    mailer.send(codeMail(to, locale, 'reset_password', issued.code, user.anti_phishing_phrase));
  }
  return issued.resendIn;
}
