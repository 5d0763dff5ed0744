import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

/** Ten new codes, each 12 characters (60 bits) shown in three groups: 7KQ2-M9XD-4TPA. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return characters.match(/.{4}/g)!.join('-');
  });
}

/** A code as typed: case, spaces and dashes do not matter, and O/I/L read as 0/1/1 (Crockford). */
export function normaliseRecoveryCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * What is kept of a code: its SHA-256. The codes carry 60 random bits, so a fast hash is enough; a slow one
 * protects guessable passwords, which these are not.
 */
export function hashRecoveryCode(text: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(text)).digest('hex');
}
