import { PER_PAGE, pageMeta } from '../../../http/paginate.js';
import { pageOfTransactions } from '../walletTransactionRepository.js';
import { presentForAdmin } from './adminWalletTransaction.js';
import type { OperationHandler } from '../../../http/operation.js';

/** GET /api/admin/wallet/transactions: the review queue (Pending by default), oldest first. */
export const adminListWalletTransactions: OperationHandler<'adminListWalletTransactions'> = async (
  request,
) => {
  const { type, status = 'Pending', currency, page = 1 } = request.query;
  const { db } = request.server.core;
  const { rows, total } = await pageOfTransactions(
    db,
    { type, status, currency },
    { limit: PER_PAGE, offset: (page - 1) * PER_PAGE, oldestFirst: true },
  );
  return { data: await presentForAdmin(db, rows, request.locale), meta: pageMeta(page, total, rows.length) };
};
