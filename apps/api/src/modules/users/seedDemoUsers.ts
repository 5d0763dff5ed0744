import type { Db } from '../../db/transaction.js';
import { hashPassword } from './passwordHasher.js';
import { newReferralCode } from './referralCode.js';
import { findUserByEmail, insertUserIfAbsent } from './usersRepository.js';

/**
 * The logins printed at start when demo data is asked for (development, or SEED_DEMO=1), with the key of
 * each one's authenticator app (base32, as people type it into an app): deposits, withdrawals and the back
 * office need one. Public like the passwords: demo data is for trying the product, never for real money.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@example.com',
    password: 'sarraf-demo',
    role: 'user',
    authenticatorKey: 'CPLRHUR275QPTQKYMO73WYRNWPM3EJMU',
  },
  {
    email: 'admin@example.com',
    password: 'sarraf-admin',
    role: 'admin',
    authenticatorKey: 'MXEC34M5ZFAKPPXBHT4IYCVBWGRS5MBR',
  },
  // A second operator: what one operator proposes for the desk's stock, another approves (maker-checker).
  {
    email: 'desk@example.com',
    password: 'sarraf-desk',
    role: 'admin',
    authenticatorKey: 'OO7YU3XVO7NMIL6VSNLEWVEL6T6RIWKA',
  },
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
