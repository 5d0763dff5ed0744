import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';
import { DomainError } from '../../errors/DomainError.js';
import { releaseStock, voidHold } from '../ledger/index.js';
import { marketById } from '../markets/index.js';
import { notify, type NotificationKind } from '../notifications/index.js';
import { moveFill, ORDER_KINDS, orderLink, orderReference } from './fillMovements.js';
import { lockOrder, updateOrder, type OrderRow } from './orderRepository.js';
import { currenciesOf, type TradeCurrencies } from './tradableMarket.js';
import type { CancelReason, OrdersTable } from './tradeTables.js';

/** The ledger currencies of an order's market. */
export async function orderCurrencies(db: Db, order: OrderRow): Promise<TradeCurrencies> {
  const market = await marketById(db, order.market_id);
  const currencies = market && currenciesOf(market);
  if (!currencies) throw new Error(`order ${order.id} names market ${order.market_id}, which cannot trade`);
  return currencies;
}

/** The caller's order, locked; another person's is not found. */
async function lockOwnOrder(db: Db, userId: string, id: string): Promise<OrderRow> {
  const order = await lockOrder(db, id);
  if (!order || order.user_id !== userId) throw new DomainError('notFound', 'trade.orderNotFound');
  return order;
}

/** What the person is told of a cancellation they did not make themselves. */
const CANCEL_NOTICE: Record<CancelReason, NotificationKind | null> = {
  user_rejected: null,
  admin_rejected: 'order_rejected',
  expired: 'order_expired',
};

/**
 * Cancels a Processing order (already locked by the caller) and releases its hold, so what it held is
 * available again. `changes` carry the decision's own fields (an operator's note).
 */
export async function cancelOrder(
  db: Transaction<Database>,
  order: OrderRow,
  reason: CancelReason,
  at: Date,
  changes: Updateable<OrdersTable> = {},
): Promise<OrderRow> {
  if (order.status !== 'Processing' || !order.hold_id) throw new DomainError('conflict', 'trade.notAwaiting');
  await voidHold(db, { holdId: order.hold_id, kind: ORDER_KINDS.release, reference: orderReference(order) });
  // After the person's rows, as every stock lock: what the desk reserved for it is free again.
  await releaseStock(db, order.id, at);
  const notice = CANCEL_NOTICE[reason];
  if (notice)
    await notify(db, {
      userId: order.user_id,
      kind: notice,
      params: { id: order.id },
      link: orderLink(order.id),
      at,
    });
  return updateOrder(db, order.id, {
    ...changes,
    status: 'Cancelled',
    cancelled_at: at,
    cancel_reason: reason,
  });
}

/**
 * The person accepts the operator's final figures: only an order awaiting exactly that (Processing, admin
 * approved, within its deadline; 409 otherwise). The hold is released and the final figures move, in the
 * caller's transaction: the order is Filled, for good.
 */
export async function approveByUser(
  db: Transaction<Database>,
  userId: string,
  id: string,
  at: Date,
): Promise<OrderRow> {
  const order = await lockOwnOrder(db, userId, id);
  if (order.status !== 'Processing' || !order.approval_required || order.user_approved)
    throw new DomainError('conflict', 'trade.notAwaiting');
  if (!order.admin_approved) throw new DomainError('conflict', 'trade.awaitingDesk');
  if (order.approval_expires_at && order.approval_expires_at <= at)
    throw new DomainError('conflict', 'trade.approvalExpired');
  await moveFill(db, {
    userId,
    side: order.side,
    currencies: await orderCurrencies(db, order),
    paid: order.paid,
    received: order.received,
    feeValue: order.fee_value,
    holdId: order.hold_id,
    reference: orderReference(order),
    orderId: order.id,
    at,
  });
  // The desk's reservation becomes the payout the fill just made (counted at commit): released after the
  // person's rows, as every stock lock is taken.
  await releaseStock(db, order.id, at);
  return updateOrder(db, order.id, { status: 'Filled', user_approved: true, filled_at: at });
}

/** The person declines an order while it is Processing, before or after the operator's decision. */
export async function rejectByUser(
  db: Transaction<Database>,
  userId: string,
  id: string,
  at: Date,
): Promise<OrderRow> {
  return cancelOrder(db, await lockOwnOrder(db, userId, id), 'user_rejected', at);
}
