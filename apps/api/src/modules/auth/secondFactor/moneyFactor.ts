import type { FastifyRequest } from 'fastify';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import type { Db } from '../../../db/transaction.js';
import { signedIn } from '../../../http/auth.js';
import { waitMessage } from '../../../i18n/translate.js';
import {
  clearLoginFailures,
  recordLoginFailure,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from '../lockout/loginLockout.js';
import { passkeyAnswerHolds } from '../passkeys/passkeyCeremony.js';
import { typedCode } from './checkSecondFactor.js';
import { open } from './secretBox.js';
import { takeTotpStep, totpFactorOf } from './secondFactorRepository.js';
import { matchingStep } from './totp.js';

/** The field a money-moving request carries its code in (openapi.yaml, the withdraw requests). */
export const CODE_FIELD = 'totp_code';
/** The field a money-moving request carries a passkey's answer in, in place of the code. */
export const PASSKEY_FIELD = 'passkey';

const requiredForMoney = () => new DomainError('forbidden', 'secondFactor.requiredForMoney');

/** Requests whose code was right (taken, or right but rolled back with the rest): their owner has the app. */
const codeAccepted = new WeakSet<FastifyRequest>();

/**
 * Refuses money in or out of an account whose owner has no confirmed authenticator app (403), as the
 * session read it with this request.
 */
export function requireMoneyFactor(request: FastifyRequest): void {
  if (!signedIn(request).hasSecondFactor) throw requiredForMoney();
}

/** What a money step carries as its second factor (openapi.yaml: `totp_code` or `passkey`). */
export interface MoneyFactor {
  totp_code?: string;
  passkey?: unknown;
}

/**
 * Takes the second factor a withdrawal (or another money step) carries, the app's code or a passkey's answer,
 * inside the step's own transaction: when anything after it refuses the step, the code is not spent (and the
 * passkey's challenge comes back), and nothing is held without one. The factor's row stays locked by the
 * conditional UPDATE (or DELETE of the challenge) until the transaction ends, so one code or answer moves
 * money once, whichever server process each copy of the request reaches.
 */
export async function takeMoneyCode(
  trx: Db,
  request: FastifyRequest,
  userId: string,
  given: MoneyFactor,
): Promise<void> {
  const { now, config } = request.server.core;
  const factor = await totpFactorOf(trx, userId);
  if (!factor?.enabled_at) throw requiredForMoney();
  const code = given.totp_code?.trim() ? typedCode(given.totp_code) : '';
  const at = now();
  if (given.passkey !== undefined && given.passkey !== null) {
    if (code) throw invalidField(CODE_FIELD, 'passkey.oneFactor');
    const holds = await passkeyAnswerHolds(trx, config, {
      userId,
      purpose: 'confirm',
      answer: given.passkey,
      at,
    });
    if (!holds) throw invalidField(PASSKEY_FIELD, 'passkey.wrong');
    codeAccepted.add(request);
    return;
  }
  if (!code) throw invalidField(CODE_FIELD, 'secondFactor.codeRequired');
  const step = matchingStep(open(config.secondFactorKey, factor.secret), code, at);
  const taken = step !== null && (await takeTotpStep(trx, userId, step, { confirming: false, at }));
  if (!taken) throw invalidField(CODE_FIELD, 'secondFactor.codeWrong');
  codeAccepted.add(request);
}

/** What a guess that failed answers: counted in the lockout, like a wrong password at sign-in. */
const WRONG_GUESSES = new Set([
  'secondFactor.codeWrong',
  'secondFactor.recoveryCodeWrong',
  'password.wrong',
  'passkey.wrong',
]);

const isWrongCode = (error: unknown) => error instanceof DomainError && WRONG_GUESSES.has(error.messageKey);

/**
 * Runs a request that carries the app's code under the account's login lockout: the attempt is counted
 * before the code is checked (as a password is), so concurrent guesses on any number of processes check at
 * most the lockout's number of codes; a wrong code stays counted, a right one clears the count, and a request
 * settled before its code was looked at (answered from its Idempotency-Key, say) gives its place back.
 * Without this, a stolen session could guess the six digits at the speed of the network.
 */
export async function withCodeAttempt<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const { db, now, config } = request.server.core;
  const { email } = signedIn(request).user;
  // Said before anything is counted: a person who has no app yet is led to set one up, not locked out.
  requireMoneyFactor(request);
  const lockedFor = await reserveLoginAttempt(db, config.lockout, email, now());
  if (lockedFor > 0) {
    const wait = waitMessage(lockedFor, { seconds: 'auth.lockedOutOneMinute', minutes: 'auth.lockedOut' });
    throw new DomainError('rateLimited', wait.key, { params: wait.params, retryAfterSeconds: lockedFor });
  }
  let wrongCode = false;
  try {
    return await run();
  } catch (error) {
    wrongCode = isWrongCode(error);
    throw error;
  } finally {
    if (codeAccepted.has(request)) await clearLoginFailures(db, email);
    else if (wrongCode) await recordLoginFailure(db, config.lockout, email, now());
    else await releaseLoginAttempt(db, email);
  }
}
