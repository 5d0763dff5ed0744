import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { CodePurpose } from '../../../db/schema.js';
import type { Db } from '../../../db/transaction.js';

export interface CodeSettings {
  /** Server secret the code hashes are keyed with. */
  secret: string;
  ttlSeconds: number;
  resendSeconds: number;
  /** Wrong tries that burn the code (the last one included). */
  maxAttempts: number;
}

export type IssueResult = { ok: true; code: string; resendIn: number } | { ok: false; retryIn: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hashOf = (settings: CodeSettings, purpose: CodePurpose, email: string, code: string): string =>
  createHmac('sha256', settings.secret).update(`${purpose}\n${email}\n${code}`).digest('hex');

/*
 * Six-digit codes emailed for sign-up and password reset. Only an HMAC of (purpose, email, code) is
 * stored, so a code is bound to both and a database leak reveals none. One code per email and purpose is
 * live; it is single use, expires, and the `maxAttempts`-th wrong try burns it. The cooldown lives in the
 * same row, so it holds across server instances and restarts.
 */

/**
 * Makes a new code unless the last one was sent less than `resendSeconds` ago. Also used for emails
 * without an account (the code is then never sent), so both behave the same.
 */
export async function issueCode(
  db: Db,
  settings: CodeSettings,
  purpose: CodePurpose,
  rawEmail: string,
  now: Date,
  refCode: string | null = null,
): Promise<IssueResult> {
  const email = normaliseEmail(rawEmail);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const cooldownStart = new Date(now.getTime() - settings.resendSeconds * 1000);
  // One statement decides and writes, so two racing requests cannot both pass the cooldown.
  const row = await sql<{ email: string }>`
    INSERT INTO email_codes (email, purpose, code_hash, attempts, sent_at, expires_at, ref_code)
    VALUES (${email}, ${purpose}, ${hashOf(settings, purpose, email, code)}, 0, ${now},
            ${new Date(now.getTime() + settings.ttlSeconds * 1000)}, ${refCode})
    ON CONFLICT (email, purpose) DO UPDATE
      SET code_hash = EXCLUDED.code_hash, attempts = 0, sent_at = EXCLUDED.sent_at,
          expires_at = EXCLUDED.expires_at, ref_code = COALESCE(EXCLUDED.ref_code, email_codes.ref_code)
      WHERE email_codes.sent_at <= ${cooldownStart}
    RETURNING email`.execute(db);
  if (row.rows.length > 0) return { ok: true, code, resendIn: settings.resendSeconds };
  const current = await db
    .selectFrom('email_codes')
    .select('sent_at')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  const retryIn = Math.ceil(
    (current.sent_at.getTime() + settings.resendSeconds * 1000 - now.getTime()) / 1000,
  );
  return { ok: false, retryIn: Math.max(1, retryIn) };
}

/**
 * Spends the code when right and live; returns the referral code remembered with it. A wrong code
 * counts a try. Every failure looks the same to the caller (null).
 */
export async function consumeCode(
  db: Db,
  settings: CodeSettings,
  purpose: CodePurpose,
  rawEmail: string,
  code: string,
  now: Date,
): Promise<{ refCode: string | null } | null> {
  const email = normaliseEmail(rawEmail);
  const row = await db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.code_hash === null || row.expires_at.getTime() <= now.getTime()) return null;
  const given = Buffer.from(hashOf(settings, purpose, email, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    await sql`
      UPDATE email_codes
         SET attempts = attempts + 1,
             code_hash = CASE WHEN attempts + 1 >= ${settings.maxAttempts} THEN NULL ELSE code_hash END
       WHERE email = ${email} AND purpose = ${purpose} AND code_hash = ${row.code_hash}`.execute(db);
    return null;
  }
  // Only the request whose UPDATE clears the hash wins: a code is spent exactly once.
  const spent = await db
    .updateTable('email_codes')
    .set({ code_hash: null })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', row.code_hash)
    .returning('ref_code')
    .executeTakeFirst();
  return spent ? { refCode: spent.ref_code } : null;
}
