import { randomBytes } from 'node:crypto';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from '@oslojs/otp';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** One step of drift either way: a phone's clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;

/** A new 20-byte secret (RFC 4226's recommended length). */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

/** The secret as people type it into an app: base32 without padding. */
export function secretText(secret: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(secret);
}

/** The `otpauth://totp/...` URI of the secret, for a QR code. */
export function totpUri(issuer: string, account: string, secret: Uint8Array): string {
  return createTOTPKeyURI(issuer, account, secret, TOTP_STEP_SECONDS, TOTP_DIGITS);
}

/** The 30 s step a moment falls in: the HOTP counter of RFC 6238. */
export function stepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an app shows at `at` (the tests' authenticator, and the demo's). */
export function totpCodeAt(secret: Uint8Array, at: Date): string {
  return generateHOTP(secret, BigInt(stepAt(at)), TOTP_DIGITS);
}

/**
 * The step whose code `code` is, within one step of `at`, newest first; null when none. The caller refuses a
 * step not newer than the last one accepted, so a code is good once.
 */
export function matchingStep(secret: Uint8Array, code: string, at: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const now = stepAt(at);
  for (let step = now + DRIFT_STEPS; step >= now - DRIFT_STEPS; step -= 1) {
    if (verifyHOTP(secret, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}
