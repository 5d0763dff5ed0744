import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, m=19456 KiB, t=2, p=1: the OWASP baseline, ~20 ms here. (Its
// Algorithm enum is a const enum that isolated modules cannot import, so the default is relied on.)
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, or no password set yet) it still
 * verifies against a throwaway hash, so both cases take as long as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a crash
  }
}
