import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { compareDecimals, normalizeDecimal, subtractDecimals } from '../../money/decimal.js';
import { withdrawTerms } from '../settings/index.js';
import { startOfTehranDay } from './tehranDay.js';
import { withdrawnSince } from './walletTransactionRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/wallet/withdraw-terms: minimum, fee, and what may still leave today, per currency. */
export const getWithdrawTerms: OperationHandler<'getWithdrawTerms'> = async (
  request,
): Promise<{ data: components['schemas']['WithdrawTerms'][] }> => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const since = startOfTehranDay(now());
  const rows = await withdrawTerms(db);
  const data = await Promise.all(
    rows.map(async (row) => {
      const limit = normalizeDecimal(row.daily_limit);
      const used = await withdrawnSince(db, user.id, row.currency, since);
      return {
        currency: row.currency,
        network: row.currency === 'USDT' ? ('TRC20' as const) : null,
        min_amount: normalizeDecimal(row.min_amount),
        fee: normalizeDecimal(row.fee),
        daily_limit: limit,
        remaining_today: compareDecimals(used, limit) >= 0 ? '0' : subtractDecimals(limit, used),
      };
    }),
  );
  return { data };
};
