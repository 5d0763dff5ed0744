import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CodePurpose } from '../../db/schema.js';
import { HttpError } from '../../lib/HttpError.js';
import { codeMail } from '../mail/codeMail.js';

/**
 * Issues a code for `email` and mails it (in the background, so the answer takes the same time whether or
 * not anything is sent). `account` decides what is mailed: for sign-up a taken email gets a notice instead
 * of a code; for recovery an unknown email gets nothing. Within the resend cooldown: 429 + Retry-After.
 */
export async function sendCode(
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: CodePurpose,
  email: string,
  refCode: string | null = null,
): Promise<number> {
  const { users, codes, mailer } = request.server.services;
  const user = await users.findByEmail(email);
  const issued = await codes.issue(purpose, email, refCode);
  if (!issued.ok) {
    reply.header('retry-after', String(issued.retryIn));
    throw new HttpError(429, 'otp.cooldown', undefined, { seconds: issued.retryIn });
  }
  const locale = user?.locale ?? request.locale;
  const to = user?.email ?? email.trim();
  if (purpose === 'sign_up') {
    // A finished account gets a notice; its code stays unknown to everyone, so verify-otp fails.
    mailer.send(
      user?.password_hash ? codeMail(to, locale, 'exists') : codeMail(to, locale, 'sign_up', issued.code),
    );
  } else if (user) {
    mailer.send(codeMail(to, locale, 'reset_password', issued.code));
  }
  return issued.resendIn;
}
