import { signedIn } from '../../http/auth.js';
import { PER_PAGE, pageMeta } from '../../http/paginate.js';
import { presentReferral } from './presentReferral.js';
import { pageOfReferrals } from './referralRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** A referral is active when they traded (an order filled) within this many days. */
const ACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/referrals: the people the caller invited, newest first, with what each earned the caller. */
export const listReferrals: OperationHandler<'listReferrals'> = async (request) => {
  const { user } = signedIn(request);
  const { page = 1 } = request.query;
  const { db, now } = request.server.core;
  const activeSince = new Date(now().getTime() - ACTIVE_DAYS * DAY_MS);
  const { rows, total } = await pageOfReferrals(db, user.id, activeSince, {
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return { data: rows.map(presentReferral), meta: pageMeta(page, total, rows.length) };
};
