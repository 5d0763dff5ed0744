import type { FastifyRequest } from 'fastify';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { latinDigits } from '../../../i18n/latinDigits.js';
import { hashRecoveryCode } from './recoveryCodes.js';
import { open } from './secretBox.js';
import { spendRecoveryCode, takeTotpStep, totpFactorOf } from './secondFactorRepository.js';
import { matchingStep } from './totp.js';

/** A code as typed: Persian or Arabic digits read as ASCII, spaces (as apps group "123 456") ignored. */
export function typedCode(text: string): string {
  return latinDigits(text).replace(/\s/g, '');
}

/**
 * Checks the second factor a request carries (the app's code, or one recovery code) for a person with a
 * confirmed authenticator app, and takes it: a code is good once, a recovery code too. Answers the problem
 * to throw, or undefined when it passed.
 */
export async function checkSecondFactor(
  request: FastifyRequest,
  userId: string,
  given: { code?: string; recovery_code?: string },
): Promise<DomainError | undefined> {
  const { db, now, config } = request.server.core;
  const code = given.code?.trim() ? typedCode(given.code) : undefined;
  const recovery = given.recovery_code?.trim() ? given.recovery_code : undefined;
  if ((code === undefined) === (recovery === undefined))
    return invalidField('code', 'secondFactor.oneOfCodes');
  const factor = await totpFactorOf(db, userId);
  if (!factor?.enabled_at) return new DomainError('conflict', 'secondFactor.notStarted');
  const at = now();
  if (recovery !== undefined) {
    return (await spendRecoveryCode(db, userId, hashRecoveryCode(recovery), at))
      ? undefined
      : invalidField('recovery_code', 'secondFactor.recoveryCodeWrong');
  }
  const step = matchingStep(open(config.secondFactorKey, factor.secret), code!, at);
  const taken = step !== null && (await takeTotpStep(db, userId, step, { confirming: false, at }));
  return taken ? undefined : invalidField('code', 'secondFactor.codeWrong');
}
