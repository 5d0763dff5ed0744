import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/transaction.js';
import { passkeyParty } from './passkeyParty.js';
import { passkeysOf, recordPasskeyUse, saveChallenge, takeChallenge } from './passkeyRepository.js';
import type { PasskeyPurpose } from './passkeyTables.js';

/** The transports kept with a passkey (a hint for the browser's prompt), as the library takes them. */
export const transportsOf = (text: string) => (text ? text.split(',') : undefined);

/**
 * The options of a passkey prompt (`navigator.credentials.get()`) for this person's passkeys, with a new
 * challenge kept for `purpose`; undefined when the person has none.
 */
export async function passkeyPromptFor(
  db: Db,
  config: Config,
  { userId, purpose, at }: { userId: string; purpose: Exclude<PasskeyPurpose, 'register'>; at: Date },
) {
  const keys = await passkeysOf(db, userId);
  if (keys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: passkeyParty(config).id,
    allowCredentials: keys.map((key) => ({
      id: key.credential_id,
      transports: transportsOf(key.transports),
    })),
    userVerification: 'preferred',
    timeout: 120_000,
  });
  await saveChallenge(db, { challenge: options.challenge, userId, purpose, at });
  return options;
}

/**
 * Whether `answer` is a good answer, from one of this person's passkeys, to a challenge the server made for
 * `purpose` that is still good. The challenge is taken (once, on every process) whether or not the
 * signature holds, so an answer is never tried twice; in `db`'s transaction, a later refusal gives it back.
 * A malformed answer is a wrong one, never an error.
 */
export async function passkeyAnswerHolds(
  db: Db,
  config: Config,
  {
    userId,
    purpose,
    answer,
    at,
  }: { userId: string; purpose: Exclude<PasskeyPurpose, 'register'>; answer: unknown; at: Date },
): Promise<boolean> {
  const response = answer as AuthenticationResponseJSON;
  if (typeof response?.id !== 'string') return false;
  const key = (await passkeysOf(db, userId)).find((row) => row.credential_id === response.id);
  if (!key) return false;
  const party = passkeyParty(config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, { challenge, userId, purpose, at }),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: key.credential_id,
        publicKey: Buffer.from(key.public_key, 'base64url'),
        counter: Number(key.sign_count),
        transports: transportsOf(key.transports),
      },
      requireUserVerification: false,
    });
    if (!verified) return false;
    await recordPasskeyUse(db, key.id, { signCount: authenticationInfo.newCounter, at });
    return true;
  } catch {
    // The library throws for every way an answer can be wrong (bad encoding, wrong origin, unknown challenge).
    return false;
  }
}
