import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwordHasher.js';
import type { UserRepository } from './userRepository.js';

/** The logins printed at start in embedded/demo mode. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'sarraf-demo', role: 'user' },
  { email: 'admin@example.com', password: 'sarraf-admin', role: 'admin' },
] as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: codes are read aloud and typed

export function newReferralCode(length = 8): string {
  return Array.from(randomBytes(length), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Creates the demo accounts when missing; running it again changes nothing. */
export async function seedDemoUsers(users: UserRepository): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    await users.insertIfAbsent({
      email: account.email,
      password_hash: await hashPassword(account.password),
      role: account.role,
      referral_code: newReferralCode(),
    });
  }
}
