import type { FastifyRequest } from 'fastify';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { latinDigits } from '../../../i18n/latinDigits.js';
import { passkeyAnswerHolds } from '../passkeys/passkeyCeremony.js';
import { hashRecoveryCode } from './recoveryCodes.js';
import { open } from './secretBox.js';
import { spendRecoveryCode, takeTotpStep, totpFactorOf } from './secondFactorRepository.js';
import { matchingStep } from './totp.js';

/** A code as typed: Persian or Arabic digits read as ASCII, spaces (as apps group "123 456") ignored. */
export function typedCode(text: string): string {
  return latinDigits(text).replace(/\s/g, '');
}

/**
 * Checks the second factor a request carries (the app's code, one recovery code, or at sign-in a passkey's
 * answer) for a person with a confirmed authenticator app, and takes it: a code is good once, a recovery code
 * and a passkey's challenge too. Answers the problem to throw, or undefined when it passed.
 */
export async function checkSecondFactor(
  request: FastifyRequest,
  userId: string,
  given: { code?: string; recovery_code?: string; passkey?: unknown },
): Promise<DomainError | undefined> {
  const { db, now, config } = request.server.core;
  const code = given.code?.trim() ? typedCode(given.code) : undefined;
  const recovery = given.recovery_code?.trim() ? given.recovery_code : undefined;
  const passkey = given.passkey ?? undefined;
  if ([code, recovery, passkey].filter((one) => one !== undefined).length !== 1)
    return invalidField('code', 'secondFactor.oneOfCodes');
  const factor = await totpFactorOf(db, userId);
  if (!factor?.enabled_at) return new DomainError('conflict', 'secondFactor.notStarted');
  const at = now();
  if (passkey !== undefined) {
    const holds = await passkeyAnswerHolds(db, config, { userId, purpose: 'login', answer: passkey, at });
    return holds ? undefined : invalidField('passkey', 'passkey.wrong');
  }
  if (recovery !== undefined) {
    return (await spendRecoveryCode(db, userId, hashRecoveryCode(recovery), at))
      ? undefined
      : invalidField('recovery_code', 'secondFactor.recoveryCodeWrong');
  }
  const step = matchingStep(open(config.secondFactorKey, factor.secret), code!, at);
  const taken = step !== null && (await takeTotpStep(db, userId, step, { confirming: false, at }));
  return taken ? undefined : invalidField('code', 'secondFactor.codeWrong');
}
