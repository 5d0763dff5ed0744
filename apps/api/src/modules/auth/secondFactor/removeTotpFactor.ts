import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { verifyPassword } from '../../users/index.js';
import { holdWithdrawalsAfter } from '../withdrawalHold.js';
import { checkSecondFactor } from './checkSecondFactor.js';
import { withCodeAttempt } from './moneyFactor.js';
import { removeTotp } from './secondFactorRepository.js';

/**
 * POST /api/user/second-factor/totp/remove: the password and a current code (or an unused recovery code)
 * turn the app off, for a lost or replaced phone. Both are counted in the login lockout, as at sign-in. The
 * removal, the hold on withdrawals and the owner's notice are one transaction: no path leaves an account
 * without its app and without the hold that gives the owner a day to notice.
 */
export const removeTotpFactor: OperationHandler<'removeTotpFactor'> = async (request, reply) => {
  const { user, hasSecondFactor } = signedIn(request);
  const { db, now } = request.server.core;
  if (!hasSecondFactor) throw new DomainError('conflict', 'secondFactor.notOn');
  const { password, code, recovery_code: recoveryCode } = request.body;
  await withCodeAttempt(request, async () => {
    if (!(await verifyPassword(user.password_hash, password)))
      throw invalidField('password', 'password.wrong');
    const refused = await checkSecondFactor(request, user.id, { code, recovery_code: recoveryCode });
    if (refused) throw refused;
    await withTransaction(db, async (trx) => {
      if (!(await removeTotp(trx, user.id, now()))) throw new DomainError('conflict', 'secondFactor.notOn');
      await holdWithdrawalsAfter(request, user.id, 'second_factor_removed', {}, trx);
    });
  });
  return reply.code(204).send();
};
