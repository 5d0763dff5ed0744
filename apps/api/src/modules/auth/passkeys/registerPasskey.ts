import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { verifyPassword } from '../../users/index.js';
import { checkSecondFactor } from '../secondFactor/checkSecondFactor.js';
import { withCodeAttempt } from '../secondFactor/moneyFactor.js';
import { holdWithdrawalsAfter } from '../withdrawalHold.js';
import { passkeyName } from './passkeyName.js';
import { transportsOf } from './passkeyCeremony.js';
import { passkeyParty } from './passkeyParty.js';
import {
  insertPasskey,
  MAX_PASSKEYS,
  passkeyCount,
  passkeysOf,
  saveChallenge,
  takeChallenge,
} from './passkeyRepository.js';
import { presentPasskey } from './presentPasskey.js';

const tooMany = () => new DomainError('conflict', 'passkey.tooMany', { params: { limit: MAX_PASSKEYS } });

/**
 * POST /api/user/second-factor/passkeys/options: the password and the app's current code (both counted in
 * the login lockout, as at sign-in) open one registration ceremony: a challenge kept for 5 minutes, and the
 * person's passkeys listed so the same device is not added twice.
 */
export const startPasskeyRegistration: OperationHandler<'startPasskeyRegistration'> = async (request) => {
  const { user, hasSecondFactor } = signedIn(request);
  const { db, now, config } = request.server.core;
  if (!hasSecondFactor) throw new DomainError('conflict', 'passkey.needsApp');
  return withCodeAttempt(request, async () => {
    if (!(await verifyPassword(user.password_hash, request.body.password)))
      throw invalidField('password', 'password.wrong');
    const refused = await checkSecondFactor(request, user.id, { code: request.body.code });
    if (refused) throw refused;
    const keys = await passkeysOf(db, user.id);
    if (keys.length >= MAX_PASSKEYS) throw tooMany();
    const party = passkeyParty(config);
    const options = await generateRegistrationOptions({
      rpName: party.name,
      rpID: party.id,
      userName: user.email,
      userID: new TextEncoder().encode(`sarraf-user-${user.id}`),
      attestationType: 'none',
      excludeCredentials: keys.map((key) => ({
        id: key.credential_id,
        transports: transportsOf(key.transports),
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: 120_000,
    });
    await saveChallenge(db, {
      challenge: options.challenge,
      userId: user.id,
      purpose: 'register',
      at: now(),
    });
    // The library types its extensions as a closed interface; the contract passes them on as any object.
    const { extensions, ...rest } = options;
    return { ...rest, extensions: { ...extensions } as Record<string, unknown> };
  });
};

/**
 * POST /api/user/second-factor/passkeys: verifies the browser's new credential against the ceremony's
 * challenge (taken here, once) and the app's address, then saves its public key under the person's name for
 * it. Adding a factor holds withdrawals and tells the owner, in the same transaction as the save.
 */
export const finishPasskeyRegistration: OperationHandler<'finishPasskeyRegistration'> = async (
  request,
  reply,
) => {
  const { user } = signedIn(request);
  const { db, now, config } = request.server.core;
  const name = passkeyName(request.body.name);
  const party = passkeyParty(config);
  const at = now();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: request.body.credential as RegistrationResponseJSON,
      expectedChallenge: (challenge) =>
        takeChallenge(db, { challenge, userId: user.id, purpose: 'register', at }),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: false,
    });
  } catch {
    // The library throws for every way an answer can be wrong (encoding, origin, an unknown challenge).
    verification = undefined;
  }
  if (!verification?.verified) throw invalidField('credential', 'passkey.wrong');
  const { credential } = verification.registrationInfo;
  const row = await withTransaction(db, async (trx) => {
    // Counted again under the person's row lock: two tabs finishing at once cannot pass the limit.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    if ((await passkeyCount(trx, user.id)) >= MAX_PASSKEYS) throw tooMany();
    const taken = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('credential_id', '=', credential.id)
      .executeTakeFirst();
    if (taken) throw invalidField('credential', 'passkey.wrong');
    const saved = await insertPasskey(trx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name,
      at,
    });
    await holdWithdrawalsAfter(request, user.id, 'second_factor_added', { factor: 'passkey' }, trx);
    return saved;
  });
  return reply.code(201).send(presentPasskey(row));
};
