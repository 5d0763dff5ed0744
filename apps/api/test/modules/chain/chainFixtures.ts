import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';
import { insertUserIfAbsent, newReferralCode } from '../../../src/modules/users/index.js';

/** The account xpub of the test vector (index 0 is TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio). */
export const TEST_XPUB = HDKey.fromMasterSeed(
  mnemonicToSeedSync('shoot island position soft burden budget tooth cruel issue economy destroy above'),
).derive("m/44'/195'/0'").publicExtendedKey;

/** Inserts people (through the users module) and returns their ids in order. */
export async function addUsers(db: Kysely<Database>, count: number, prefix = 'holder'): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await insertUserIfAbsent(db, {
      email: `${prefix}-${n}@example.com`,
      referral_code: newReferralCode(),
    });
    if (!user) throw new Error(`user ${prefix}-${n} exists already`);
    ids.push(String(user.id));
  }
  return ids;
}
