// No styles, no React: runs under plain Node (unit tests) too.
import type { Order } from '../../entities/order';
import { sidesOf } from '../../entities/order';

/**
 * The names an order's figures take in its state: paid and received only once it filled; while it waits, what
 * is held (its `amount`, in the currency it pays) and what is to be received; once cancelled, what was held
 * and has come back (nothing was paid, nothing received, no fee charged).
 */
export type OrderFigureName = 'paid' | 'received' | 'held' | 'toReceive' | 'heldReturned';

export interface OrderFigure {
  name: OrderFigureName;
  amount: string;
  symbol: string;
}

/** Whether the fee was charged, is charged only if the order fills, or was never charged. */
export type OrderFeeState = 'charged' | 'ifFilled' | 'none';

export interface OrderStateFigures {
  /** The side that pays: paid, held, or held and returned. */
  pays: OrderFigure;
  /** The side that receives: received, or to receive; none once cancelled. */
  receives: OrderFigure | null;
  fee: OrderFeeState;
}

/** An order's figures as its state says them. */
export function figuresOf(
  order: Pick<Order, 'status' | 'side' | 'base_symbol' | 'quote_symbol' | 'amount' | 'paid' | 'received'>,
): OrderStateFigures {
  const sides = sidesOf(order);
  const received = { amount: order.received, symbol: sides.received };
  // The hold is the amount the order offered to pay; a fill at the desk's final figures may pay less of it.
  const held = { amount: order.amount, symbol: sides.paid };
  switch (order.status) {
    case 'Filled':
      return {
        pays: { name: 'paid', amount: order.paid, symbol: sides.paid },
        receives: { name: 'received', ...received },
        fee: 'charged',
      };
    case 'Processing':
      return {
        pays: { name: 'held', ...held },
        receives: { name: 'toReceive', ...received },
        fee: 'ifFilled',
      };
    case 'Cancelled':
      return { pays: { name: 'heldReturned', ...held }, receives: null, fee: 'none' };
  }
}
