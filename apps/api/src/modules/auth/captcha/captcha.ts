import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Db } from '../../../db/transaction.js';

export interface CaptchaSettings {
  hmacKey: string;
  /** Upper bound of the secret number: the work a client does grows with it. */
  maxNumber: number;
  ttlSeconds: number;
}

function decodePayload(raw: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const payload = value as Partial<Payload>;
    return typeof payload.signature === 'string' && typeof payload.salt === 'string'
      ? (payload as Payload)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Self-hosted ALTCHA (v1 proof of work, the contract's challenge shape). The HMAC signature makes challenges
 * stateless until solved; a solved one is then recorded until its expiry so it is accepted exactly once, by
 * whichever server instance sees it first.
 */
export async function createCaptchaChallenge(
  settings: CaptchaSettings,
  now: Date,
): Promise<Challenge & { maxnumber: number }> {
  const challenge = await createChallenge({
    hmacKey: settings.hmacKey,
    maxnumber: settings.maxNumber,
    expires: new Date(now.getTime() + settings.ttlSeconds * 1000),
  });
  // The library marks it optional; the contract promises it, and it is the bound this challenge was made with.
  return { ...challenge, maxnumber: challenge.maxnumber ?? settings.maxNumber };
}

/** True when `raw` (base64 solution payload) is a correct, unexpired, never used solution; spends it. */
export async function spendCaptchaSolution(
  db: Db,
  settings: CaptchaSettings,
  raw: string,
  now: Date,
): Promise<boolean> {
  const payload = decodePayload(raw);
  if (!payload) return false;
  // Expiry is judged by our clock (injectable in tests), not the library's Date.now().
  const expires = Number.parseInt(extractParams(payload).expires ?? '', 10);
  if (!Number.isFinite(expires)) return false;
  const expiresAt = new Date(expires * 1000);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return false;
  if (!(await verifySolution(payload, settings.hmacKey, false))) return false;
  await db.deleteFrom('captcha_solutions').where('expires_at', '<=', now).execute();
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ signature: payload.signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}
