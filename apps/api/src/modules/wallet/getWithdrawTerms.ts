import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { normalizeDecimal } from '../../money/decimal.js';
import { limitStatesOf } from '../limits/index.js';
import { withdrawTerms } from '../settings/index.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * GET /api/wallet/withdraw-terms: minimum, fee, and the person's daily limit with what may still leave
 * today (their monthly limit included), per currency.
 */
export const getWithdrawTerms: OperationHandler<'getWithdrawTerms'> = async (
  request,
): Promise<{ data: components['schemas']['WithdrawTerms'][] }> => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const [rows, { states }] = await Promise.all([
    withdrawTerms(db),
    limitStatesOf(db, user.id, now(), ['irt_withdrawal', 'usdt_withdrawal']),
  ]);
  return {
    data: rows.map((row) => {
      const limit = states.find((state) => state.currency === row.currency)!;
      return {
        currency: row.currency,
        network: row.currency === 'USDT' ? ('TRC20' as const) : null,
        min_amount: normalizeDecimal(row.min_amount),
        fee: normalizeDecimal(row.fee),
        daily_limit: limit.daily,
        remaining_today: limit.remainingToday,
      };
    }),
  };
};
