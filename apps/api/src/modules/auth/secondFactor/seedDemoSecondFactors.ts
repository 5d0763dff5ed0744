import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import { DEMO_ACCOUNTS, findUserByEmail } from '../../users/index.js';
import { seal } from './secretBox.js';

/**
 * Turns on the demo accounts' authenticator apps with their printed keys, as if each had enrolled at `at`;
 * an account that has one already keeps it. Without it the demo could not deposit, withdraw or open the
 * back office.
 */
export async function seedDemoSecondFactors(
  db: Db,
  serverKey: Buffer,
  at: Date,
  accounts: readonly { email: string; authenticatorKey: string }[] = DEMO_ACCOUNTS,
): Promise<void> {
  for (const account of accounts) {
    const user = await findUserByEmail(db, account.email);
    if (!user) continue;
    const sealed = seal(serverKey, decodeBase32IgnorePadding(account.authenticatorKey));
    await sql`
      INSERT INTO totp_factors (user_id, secret, enabled_at, last_step, created_at)
      VALUES (${user.id}, ${sealed}, ${at}, NULL, ${at})
      ON CONFLICT (user_id) DO NOTHING`.execute(db);
  }
}
