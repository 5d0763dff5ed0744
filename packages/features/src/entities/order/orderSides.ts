// No styles, no React: runs under plain Node (unit tests) too.
import type { Order } from './order';

/**
 * Which currency an order pays and which it receives (contract `Order`): a Buy pays the quote currency
 * (Toman) and receives the base (Tether); a Sell the reverse. The fee is always in the quote currency: the
 * desk keeps its books in Toman.
 */
export function sidesOf(order: Pick<Order, 'side' | 'base_symbol' | 'quote_symbol'>): {
  paid: string;
  received: string;
  fee: string;
} {
  return order.side === 'Buy'
    ? { paid: order.quote_symbol, received: order.base_symbol, fee: order.quote_symbol }
    : { paid: order.base_symbol, received: order.quote_symbol, fee: order.quote_symbol };
}

/** Where an order stands on its way through approval, or null when it needs none or is over. */
export type ApprovalStage = 'waitingForDesk' | 'waitingForYou' | 'approved';

/**
 * The approval stage of an order above the limit (spec section 4): the desk decides first, then the
 * person. An order no longer Processing is past deciding, whatever its flags say.
 */
export function approvalStageOf(
  order: Pick<Order, 'status' | 'approval_required' | 'admin_approved' | 'user_approved'>,
): ApprovalStage | null {
  if (!order.approval_required) return null;
  if (order.admin_approved && order.user_approved) return 'approved';
  if (order.status !== 'Processing') return null;
  return order.admin_approved ? 'waitingForYou' : 'waitingForDesk';
}

/** Whether the order waits for the person's answer: the approval list's own rule (spec section 4). */
export function awaitsUser(order: Pick<Order, 'status' | 'approval_required' | 'user_approved'>): boolean {
  return order.status === 'Processing' && order.approval_required && !order.user_approved;
}

/** Whether the desk may still decide the order: the operators' queue's own rule (contract `adminListOrders`). */
export function awaitsDesk(order: Pick<Order, 'status' | 'approval_required' | 'admin_approved'>): boolean {
  return order.status === 'Processing' && order.approval_required && !order.admin_approved;
}
