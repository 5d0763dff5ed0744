import type { components } from '../../../generated/schema.gen.js';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { securityTimes } from '../../settings/index.js';
import { secureModeAt, turnSecureWithdrawals, type SecureMode } from '../../users/index.js';
import { takeMoneyCode, withCodeAttempt } from '../secondFactor/moneyFactor.js';
import { tellOwner } from '../tellOwner.js';

type SecureWithdrawals = components['schemas']['SecureWithdrawals'];

function present(mode: SecureMode, waitSeconds: number): SecureWithdrawals {
  return {
    is_on: mode.isOn,
    on_since: mode.since?.toISOString() ?? null,
    ends_at: mode.endsAt?.toISOString() ?? null,
    wait_hours: Math.round(waitSeconds / 3600),
  };
}

/** GET /api/user/secure-withdrawals: the mode as it stands now. */
export const getSecureWithdrawals: OperationHandler<'getSecureWithdrawals'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const { secureWithdrawalWaitSeconds } = await securityTimes(db);
  return present(secureModeAt(user, now()), secureWithdrawalWaitSeconds);
};

/**
 * PUT /api/user/secure-withdrawals: on at once, off after the wait, each with the app's current code (a
 * stolen session can neither turn it off nor see it turned off in time to pay out). The code is taken and the
 * owner told in the change's transaction; a refused request changes nothing and spends no code.
 */
export const setSecureWithdrawals: OperationHandler<'setSecureWithdrawals'> = async (request) => {
  const { user, hasSecondFactor } = signedIn(request);
  const { db, now } = request.server.core;
  if (!hasSecondFactor) throw new DomainError('forbidden', 'secureWithdrawals.secondFactorRequired');
  return withCodeAttempt(request, () =>
    withTransaction(db, async (trx) => {
      await takeMoneyCode(trx, request, user.id, request.body);
      const waitSeconds = (await securityTimes(trx)).secureWithdrawalWaitSeconds;
      const change = { on: request.body.on, at: now(), waitSeconds };
      const { before, after: mode } = await turnSecureWithdrawals(trx, user.id, change);
      const hours = String(Math.round(waitSeconds / 3600));
      // The owner hears of each change (a repeat of the state they already had is none).
      if (mode.endsAt && !before.endsAt) {
        const params = { endsAt: mode.endsAt.toISOString() };
        await tellOwner(request, user.id, 'secure_withdrawals_ending', params, trx);
      } else if (mode.isOn && (!before.isOn || before.endsAt)) {
        await tellOwner(request, user.id, 'secure_withdrawals_on', { hours }, trx);
      }
      return present(mode, waitSeconds);
    }),
  );
};
