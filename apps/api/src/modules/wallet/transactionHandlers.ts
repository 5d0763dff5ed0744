import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { PER_PAGE, pageMeta } from '../../http/paginate.js';
import { listEntries, transferKindOf } from '../ledger/index.js';
import { presentWalletTransaction } from './presentWalletTransaction.js';
import { pageOfTransactions, walletTransactionOf } from './walletTransactionRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/wallet/deposit-withdraw/trx: the person's deposits and withdrawals, newest first. */
export const listWalletTransactions: OperationHandler<'listWalletTransactions'> = async (request) => {
  const { user } = signedIn(request);
  const { currency, page = 1 } = request.query;
  const { rows, total } = await pageOfTransactions(
    request.server.core.db,
    { userId: user.id, currency },
    { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
  );
  return {
    data: rows.map((row) => presentWalletTransaction(row, request.locale)),
    meta: pageMeta(page, total, rows.length),
  };
};

/** GET /api/wallet/deposit-withdraw/trx/{id}: another person's transaction is not found. */
export const getWalletTransaction: OperationHandler<'getWalletTransaction'> = async (request) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const row = await walletTransactionOf(request.server.core.db, user.id, String(id));
  if (!row) throw new DomainError('notFound', 'error.notFound');
  return presentWalletTransaction(row, request.locale);
};

/** `wallet_transaction:42` -> 42 for the prefix `wallet_transaction`; a reference to something else -> null. */
const idOf = (prefix: 'wallet_transaction' | 'order', reference: string) => {
  const match = /^([a-z_]+):([0-9]+)$/.exec(reference);
  return match?.[1] === prefix ? Number(match[2]) : null;
};

/** GET /api/wallet/transfers: the movements of the available balance (openapi.yaml says which). */
export const listTransfers: OperationHandler<'listTransfers'> = async (request) => {
  const { user } = signedIn(request);
  const { currency, page = 1 } = request.query;
  const { rows, total } = await listEntries(request.server.core.db, {
    userId: user.id,
    currency,
    accountKind: 'available',
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return {
    data: rows.map((entry) => ({
      id: Number(entry.id),
      currency: entry.currency,
      kind: transferKindOf(entry.kind),
      direction: entry.amount.startsWith('-') ? 'out' : 'in',
      amount: entry.amount.replace(/^-/, ''),
      balance_after: entry.balanceAfter,
      order_id: idOf('order', entry.reference),
      wallet_transaction_id: idOf('wallet_transaction', entry.reference),
      description: null,
      created_at: entry.createdAt.toISOString(),
    })),
    meta: pageMeta(page, total, rows.length),
  };
};
