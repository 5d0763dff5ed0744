import { PER_PAGE, pageMeta } from '../../../../http/paginate.js';
import type { OperationHandler } from '../../../../http/operation.js';
import { recoveryRequestsPage } from '../factorRecoveryRepository.js';
import { userRef } from '../presentFactorRecovery.js';

/** GET /api/admin/factor-recoveries: requests by status (the waiting ones by default), oldest first. */
export const adminListFactorRecoveries: OperationHandler<'adminListFactorRecoveries'> = async (request) => {
  const { status = 'pending', page = 1 } = request.query;
  const { total, rows } = await recoveryRequestsPage(request.server.core.db, status, {
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      user: userRef({ id: row.user_id, email: row.email, name: row.name }),
      status: row.status,
      created_at: row.created_at.toISOString(),
    })),
    meta: pageMeta(page, total, rows.length),
  };
};
