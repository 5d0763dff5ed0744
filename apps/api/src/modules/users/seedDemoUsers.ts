import type { Db } from '../../db/transaction.js';
import { hashPassword } from './passwordHasher.js';
import { newReferralCode } from './referralCode.js';
import { findUserByEmail, insertUserIfAbsent } from './usersRepository.js';

/** The logins printed at start when demo data is asked for (development, or SEED_DEMO=1). */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'sarraf-demo', role: 'user' },
  { email: 'admin@example.com', password: 'sarraf-admin', role: 'admin' },
] as const;

/** Creates the demo accounts when missing; running it again changes nothing. */
export async function seedDemoUsers(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await insertUserIfAbsent(db, {
      email: account.email,
      password_hash: await hashPassword(account.password),
      role: account.role,
      referral_code: newReferralCode(),
    });
  }
}
