import { appPaths } from '@sarraf/routes';
import { signedIn } from '../../http/auth.js';
import { referralTotals } from './referralRepository.js';
import { startOfTehranMonth } from './tehranMonth.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/referrals/summary: the caller's referrals and earnings (Toman), and their sign-up link. */
export const getReferralSummary: OperationHandler<'getReferralSummary'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now, config } = request.server.core;
  const totals = await referralTotals(db, user.id, startOfTehranMonth(now()));
  return {
    total_referrals: totals.referrals,
    total_earnings: totals.earned,
    month_earnings: totals.earnedSince,
    currency: 'IRT',
    referral_code: user.referral_code,
    referral_link: `${config.publicUrl}${appPaths.signUp}?ref=${encodeURIComponent(user.referral_code)}`,
  };
};
