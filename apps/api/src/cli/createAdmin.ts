import { randomBytes } from 'node:crypto';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Db } from '../db/transaction.js';
import { hashPassword, upsertAdminWithOneTimePassword } from '../modules/users/index.js';

/** The contract's `Email` (format email, at most 254 characters), so the account can log in with it. */
const EMAIL = fullFormats.email as RegExp;
const MAX_EMAIL_LENGTH = 254;

export interface CreatedAdmin {
  email: string;
  /** Shown once to the operator who ran the command, never stored: only its hash is. */
  oneTimePassword: string;
  /** False when the email already had an account, which is now an admin with a new one-time password. */
  created: boolean;
}

export class InvalidEmailError extends Error {}

/**
 * Makes `email` an operator with a fresh one-time password. The account must choose its own password at
 * its first login (`must_change_password`) before it can do anything else, so the printed password is
 * worth nothing once used. Production has no default admin: this is how the first one is made.
 */
export async function createAdmin(db: Db, rawEmail: string, now: Date = new Date()): Promise<CreatedAdmin> {
  const email = rawEmail.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) {
    throw new InvalidEmailError(`"${rawEmail}" is not an email address`);
  }
  // 96 random bits, 16 characters that survive copying from a terminal.
  const oneTimePassword = randomBytes(12).toString('base64url');
  const { created } = await upsertAdminWithOneTimePassword(
    db,
    email,
    await hashPassword(oneTimePassword),
    now,
  );
  return { email, oneTimePassword, created };
}

/** What the command prints: the password once, and what to do with it. */
export function describeCreatedAdmin({ email, oneTimePassword, created }: CreatedAdmin): string {
  return [
    created
      ? `Created the operator account ${email} (role admin).`
      : `${email} already had an account: it is now an operator (role admin), and its old password no longer works.`,
    `One-time password: ${oneTimePassword}`,
    'It is shown only this once. Log in with it at /login: Sarraf then asks for a new password before anything else.',
  ].join('\n');
}
