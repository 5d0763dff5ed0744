import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { PER_PAGE, pageMeta } from '../../http/paginate.js';
import { orderOf, pageOfOrders } from './orderRepository.js';
import { presentOrders } from './presentOrder.js';
import type { OperationHandler } from '../../http/operation.js';

type Flag = 0 | 1;

const flag = (value: Flag | undefined) => (value === undefined ? undefined : value === 1);

/** GET /api/trade/order: the caller's orders, newest first; the approval list filters Processing, 1, -, 0. */
export const listOrders: OperationHandler<'listOrders'> = async (request) => {
  const { user } = signedIn(request);
  const query = request.query;
  const page = query.page ?? 1;
  const { db } = request.server.core;
  const { rows, total } = await pageOfOrders(
    db,
    {
      userId: user.id,
      status: query.status,
      approvalRequired: flag(query.approval_required),
      adminApproved: flag(query.admin_approved),
      userApproved: flag(query.user_approved),
    },
    { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
  );
  return { data: await presentOrders(db, rows), meta: pageMeta(page, total, rows.length) };
};

/** GET /api/trade/order/{id}: another person's order is not found. */
export const getOrder: OperationHandler<'getOrder'> = async (request) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const { db } = request.server.core;
  const row = await orderOf(db, user.id, String(id));
  if (!row) throw new DomainError('notFound', 'trade.orderNotFound');
  return (await presentOrders(db, [row]))[0]!;
};
