import { PER_PAGE, pageMeta } from '../../../http/paginate.js';
import { pageOfOrders, type OrderFilter } from '../orderRepository.js';
import { presentAdminOrders } from './presentAdminOrders.js';
import type { OperationHandler } from '../../../http/operation.js';

/** What the desk has to decide: Processing orders above the limit it has not approved yet. */
const AWAITING_DESK: OrderFilter = { status: 'Processing', approvalRequired: true, adminApproved: false };

/**
 * GET /api/admin/orders: oldest first. Without any filter, the orders awaiting the desk's approval; with
 * filters, exactly those (so `status=Filled` lists every filled order, not only approved ones).
 */
export const adminListOrders: OperationHandler<'adminListOrders'> = async (request) => {
  const { status, approval_required, admin_approved, page = 1 } = request.query;
  const { db } = request.server.core;
  const filter: OrderFilter =
    status === undefined && approval_required === undefined && admin_approved === undefined
      ? AWAITING_DESK
      : {
          status,
          approvalRequired: approval_required === undefined ? undefined : approval_required === 1,
          adminApproved: admin_approved === undefined ? undefined : admin_approved === 1,
        };
  const { rows, total } = await pageOfOrders(db, filter, {
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
    oldestFirst: true,
  });
  return { data: await presentAdminOrders(db, rows), meta: pageMeta(page, total, rows.length) };
};
