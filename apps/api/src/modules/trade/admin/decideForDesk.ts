import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { DomainError, invalidField, invalidFields } from '../../../errors/DomainError.js';
import { compareDecimals, normalizeDecimal } from '../../../money/decimal.js';
import { recordAudit } from '../../audit/index.js';
import { reserveStock } from '../../ledger/index.js';
import { marketById } from '../../markets/index.js';
import { notify } from '../../notifications/index.js';
import type { UserRow } from '../../users/index.js';
import { cancelOrder, orderCurrencies } from '../decideOrder.js';
import { deskPayout } from '../deskPayout.js';
import { orderLink } from '../fillMovements.js';
import { lockOrder, updateOrder, type OrderRow } from '../orderRepository.js';
import { finalBuyFigures, finalSellFigures, mostBuyableQuantity } from '../tradeFigures.js';
import { finalPriceProblem } from './finalPriceProblem.js';

export interface DeskContext {
  admin: UserRow;
  ip: string;
  at: Date;
}

export interface DeskApproval {
  finalPrice?: string | undefined;
  finalQuantity?: string | undefined;
  note?: string | undefined;
}

/** The order awaiting the desk's approval, locked: of two operators deciding at once, the second gets 409. */
async function lockAwaitingDesk(trx: Transaction<Database>, id: string, at: Date): Promise<OrderRow> {
  const order = await lockOrder(trx, id);
  if (!order) throw new DomainError('notFound', 'trade.orderNotFound');
  if (order.status !== 'Processing' || !order.approval_required || order.admin_approved)
    throw new DomainError('conflict', 'trade.notAwaitingDesk');
  if (order.approval_expires_at && order.approval_expires_at <= at)
    throw new DomainError('conflict', 'trade.approvalExpired');
  return order;
}

/**
 * The desk approves an order above the limit with its final figures (openapi.yaml `Order`): a missing
 * price keeps the quote's; a missing quantity is the most the hold covers (Buy) or the quote's (Sell). The
 * person must never pay more than was held (422 on `final_quantity`) and must receive something. No money
 * moves until the person approves too, but what the desk will pay out is reserved of its stock now, so the
 * person's approval cannot fail for want of it (409 when the stock cannot cover it). Audited with the figures.
 */
export async function approveForDesk(
  trx: Transaction<Database>,
  context: DeskContext,
  id: string,
  approval: DeskApproval,
): Promise<OrderRow> {
  const order = await lockAwaitingDesk(trx, id, context.at);
  const market = await marketById(trx, order.market_id);
  const finalPrice = normalizeDecimal(approval.finalPrice ?? order.price);
  const priceProblem = finalPriceProblem(finalPrice, market?.price_scale ?? 0);
  if (priceProblem) throw invalidFields({ final_price: [priceProblem] });

  const quantityField = approval.finalQuantity === undefined ? 'final_price' : 'final_quantity';
  const finalQuantity = normalizeDecimal(
    approval.finalQuantity ??
      (order.side === 'Buy' ? mostBuyableQuantity(order.amount, order.fee_value, finalPrice) : order.amount),
  );
  if (compareDecimals(finalQuantity, '0') <= 0) throw invalidField(quantityField, 'trade.finalTooSmall');
  const figures =
    order.side === 'Buy'
      ? finalBuyFigures(finalQuantity, finalPrice, order.fee_percent)
      : finalSellFigures(finalQuantity, finalPrice, order.fee_percent);
  if (compareDecimals(figures.paid, order.amount) > 0)
    throw invalidField('final_quantity', 'trade.finalAboveHeld');
  if (compareDecimals(figures.received, '0') <= 0) throw invalidField(quantityField, 'trade.finalTooSmall');
  // What the desk will pay out is kept for the person's answer (409 when the stock cannot cover it now).
  const payout = deskPayout(await orderCurrencies(trx, order), order.side, figures);
  await reserveStock(trx, { orderId: order.id, ...payout, at: context.at });

  const updated = await updateOrder(trx, order.id, {
    admin_approved: true,
    final_price: finalPrice,
    final_quantity: finalQuantity,
    paid: figures.paid,
    received: figures.received,
    fee_value: figures.feeValue,
    admin_note: approval.note?.trim() || null,
    reviewed_by: context.admin.id,
    reviewed_at: context.at,
  });
  await notify(trx, {
    userId: order.user_id,
    kind: 'order_awaiting_answer',
    params: { id: order.id },
    link: orderLink(order.id),
    at: context.at,
  });
  await recordAudit(trx, {
    actorId: context.admin.id,
    action: 'order.admin_approve',
    subjectType: 'order',
    subjectId: order.id,
    details: {
      owner: order.user_id,
      side: order.side,
      quote: { amount: order.amount, price: order.price, total: order.total, fee_value: order.fee_value },
      final: {
        price: finalPrice,
        quantity: finalQuantity,
        paid: figures.paid,
        received: figures.received,
        fee_value: figures.feeValue,
      },
      note: updated.admin_note,
    },
    ip: context.ip,
    at: context.at,
  });
  return updated;
}

/** The desk refuses an order above the limit: it is cancelled and its hold released. Audited. */
export async function rejectForDesk(
  trx: Transaction<Database>,
  context: DeskContext,
  id: string,
  note: string,
): Promise<OrderRow> {
  const order = await lockAwaitingDesk(trx, id, context.at);
  const updated = await cancelOrder(trx, order, 'admin_rejected', context.at, {
    admin_note: note,
    reviewed_by: context.admin.id,
    reviewed_at: context.at,
  });
  await recordAudit(trx, {
    actorId: context.admin.id,
    action: 'order.admin_reject',
    subjectType: 'order',
    subjectId: order.id,
    details: { owner: order.user_id, side: order.side, amount: order.amount, note },
    ip: context.ip,
    at: context.at,
  });
  return updated;
}
