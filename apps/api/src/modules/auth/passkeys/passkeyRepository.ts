import type { Db } from '../../../db/transaction.js';
import type { PasskeyPurpose } from './passkeyTables.js';
import './passkeyTables.js';

/** How long a ceremony's challenge is good for: the browser's prompt, and a person finding their key. */
export const CHALLENGE_SECONDS = 5 * 60;
/** Passkeys one person may keep: enough for every device they use, bounded for the login prompt. */
export const MAX_PASSKEYS = 10;

/** The person's passkeys, oldest first. */
export function passkeysOf(db: Db, userId: string) {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertPasskey(
  db: Db,
  row: {
    userId: string;
    credentialId: string;
    publicKey: string;
    signCount: number;
    transports: string[];
    name: string;
    at: Date;
  },
) {
  return db
    .insertInto('passkeys')
    .values({
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      sign_count: row.signCount,
      transports: row.transports.join(','),
      name: row.name,
      created_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function renamePasskeyRow(db: Db, userId: string, id: number, name: string) {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('user_id', '=', userId)
    .where('id', '=', String(id))
    .returningAll()
    .executeTakeFirst();
}

export async function deletePasskey(db: Db, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', String(id))
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** Every passkey of the person goes with their authenticator app (as the recovery codes do). */
export async function deleteAllPasskeys(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}

/**
 * Records a use and the authenticator's new counter, never moving it back (the verification already refuses
 * a counter that did not move forward, as a cloned key's would; keys that keep none stay at 0).
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  { signCount, at }: { signCount: number; at: Date },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ sign_count: signCount, last_used_at: at })
    .where('id', '=', id)
    .where('sign_count', '<=', String(signCount))
    .execute();
}

export async function saveChallenge(
  db: Db,
  row: { challenge: string; userId: string; purpose: PasskeyPurpose; at: Date },
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', row.at).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge: row.challenge,
      user_id: row.userId,
      purpose: row.purpose,
      expires_at: new Date(row.at.getTime() + CHALLENGE_SECONDS * 1000),
      created_at: row.at,
    })
    .execute();
}

/**
 * Takes a challenge the server made for this person and purpose, if it is still good: one DELETE ...
 * RETURNING, so an answer is accepted once on every server process. Inside a caller's transaction, a
 * refusal after it rolls the taking back with the rest.
 */
export async function takeChallenge(
  db: Db,
  {
    challenge,
    userId,
    purpose,
    at,
  }: { challenge: string; userId: string; purpose: PasskeyPurpose; at: Date },
): Promise<boolean> {
  const taken = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return taken.numDeletedRows > 0n;
}
