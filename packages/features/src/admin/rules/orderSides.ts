// No styles, no React: runs under plain Node (unit tests) too.
import type { AdminOrder } from '../api/adminListOrders';

/**
 * Which currency an order pays (and the desk holds until it is decided) and which it receives (contract
 * `Order`): a Buy pays the quote currency (Toman), a Sell the base (Tether). The fee is in Toman either way.
 */
export function orderSidesOf(order: Pick<AdminOrder, 'side' | 'base_symbol' | 'quote_symbol'>) {
  return order.side === 'Buy'
    ? { paid: order.quote_symbol, received: order.base_symbol, fee: order.quote_symbol }
    : { paid: order.base_symbol, received: order.quote_symbol, fee: order.quote_symbol };
}

/** Whether the desk may still decide the order: the queue's own rule (contract `adminListOrders`). */
export function awaitsDesk(
  order: Pick<AdminOrder, 'status' | 'approval_required' | 'admin_approved'>,
): boolean {
  return order.status === 'Processing' && order.approval_required && !order.admin_approved;
}
