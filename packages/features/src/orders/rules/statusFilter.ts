// No styles, no React: runs under plain Node (unit tests) too.
import type { OrderStatusFilter } from '../../entities/order';

/** Every order first; then the contract's statuses (spec section 2: Processing, Filled, Cancelled). */
export const ORDER_STATUS_FILTERS = [
  'all',
  'Processing',
  'Filled',
  'Cancelled',
] as const satisfies readonly OrderStatusFilter[];

/** The filter's value from the address (`?status=`); anything else (a hand-edited link) shows every order. */
export function statusFilterOf(value: string | null): OrderStatusFilter {
  return ORDER_STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The route's order id, or null when it cannot name an order (the server would answer 404 anyway). */
export function orderIdOf(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,15}$/.test(param) && Number.isSafeInteger(Number(param))
    ? Number(param)
    : null;
}
