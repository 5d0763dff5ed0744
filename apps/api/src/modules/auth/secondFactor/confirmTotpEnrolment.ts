import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { withTransaction } from '../../../db/transaction.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { typedCode } from './checkSecondFactor.js';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes.js';
import { open } from './secretBox.js';
import {
  hadSecondFactorBefore,
  replaceRecoveryCodes,
  takeTotpStep,
  totpFactorOf,
} from './secondFactorRepository.js';
import { holdWithdrawalsAfter } from '../withdrawalHold.js';
import { matchingStep } from './totp.js';
import { tellOwner } from '../tellOwner.js';

/**
 * POST /api/user/second-factor/totp/confirm: the app's first code turns the factor on; the ten recovery
 * codes are made in the same transaction and answered once.
 */
export const confirmTotpEnrolment: OperationHandler<'confirmTotpEnrolment'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now, config } = request.server.core;
  const factor = await totpFactorOf(db, user.id);
  if (!factor) throw new DomainError('conflict', 'secondFactor.notStarted');
  if (factor.enabled_at) throw new DomainError('conflict', 'secondFactor.alreadyOn');
  const at = now();
  const step = matchingStep(open(config.secondFactorKey, factor.secret), typedCode(request.body.code), at);
  if (step === null) throw invalidField('code', 'secondFactor.codeWrong');
  const codes = newRecoveryCodes();
  await withTransaction(db, async (trx) => {
    // Confirmed by one statement: two tabs sending the same code confirm once, and the other is told why.
    if (!(await takeTotpStep(trx, user.id, step, { confirming: true, at }))) {
      throw new DomainError('conflict', 'secondFactor.alreadyOn');
    }
    // An app set up after one was removed holds withdrawals as the removal did; a first one does not.
    const again = await hadSecondFactorBefore(trx, user.id);
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode), at);
    if (again) await holdWithdrawalsAfter(request, user.id, 'second_factor_added', {}, trx);
    else await tellOwner(request, user.id, 'second_factor_added', {}, trx);
  });
  return { recovery_codes: codes };
};
