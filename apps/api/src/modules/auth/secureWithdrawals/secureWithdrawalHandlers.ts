import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/schema.gen.js';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { secureModeAt, turnSecureWithdrawals, type SecureMode } from '../../users/index.js';
import { takeMoneyCode, withCodeAttempt } from '../secondFactor/moneyFactor.js';
import { tellOwner } from '../tellOwner.js';

type SecureWithdrawals = components['schemas']['SecureWithdrawals'];

function present(request: FastifyRequest, mode: SecureMode): SecureWithdrawals {
  const seconds = request.server.core.config.security.secureWithdrawalWaitSeconds;
  return {
    is_on: mode.isOn,
    on_since: mode.since?.toISOString() ?? null,
    ends_at: mode.endsAt?.toISOString() ?? null,
    wait_hours: Math.round(seconds / 3600),
  };
}

/** GET /api/user/secure-withdrawals: the mode as it stands now. */
export const getSecureWithdrawals: OperationHandler<'getSecureWithdrawals'> = async (request) => {
  const { user } = signedIn(request);
  return present(request, secureModeAt(user, request.server.core.now()));
};

/**
 * PUT /api/user/secure-withdrawals: on at once, off after the wait, each with the app's current code (a
 * stolen session can neither turn it off nor see it turned off in time to pay out). The code is taken and the
 * owner told in the change's transaction; a refused request changes nothing and spends no code.
 */
export const setSecureWithdrawals: OperationHandler<'setSecureWithdrawals'> = async (request) => {
  const { user, hasSecondFactor } = signedIn(request);
  const { db, now, config } = request.server.core;
  if (!hasSecondFactor) throw new DomainError('forbidden', 'secureWithdrawals.secondFactorRequired');
  const waitSeconds = config.security.secureWithdrawalWaitSeconds;
  return withCodeAttempt(request, () =>
    withTransaction(db, async (trx) => {
      await takeMoneyCode(trx, request, user.id, request.body.totp_code);
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
      return present(request, mode);
    }),
  );
};
