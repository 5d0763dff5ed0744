import { appPaths } from '@sarraf/routes';

/** A pair in the address: BASE-QUOTE, as the contract's `Pair` path parameter spells it. */
const PAIR_PARAM = /^([A-Z0-9]{2,10})-([A-Z0-9]{2,10})$/;

/**
 * Where the trade screens live and go. Spec section 2 names /trade and /trade/{pair} (the pair text with its
 * slash replaced by a dash); an order's detail and the orders list belong to the orders screens.
 */
export const tradePaths = {
  trade: appPaths.trade,
  pair: appPaths.tradePair,
  orders: appPaths.orders,
  order: (id: number) => appPaths.orderDetails(id),
} as const;

/**
 * The pair of a /trade/{pair} address ("USDT-IRT" -> "USDT/IRT"), or null when the segment is not a pair.
 * Lower case is read too ("usdt-irt"), as people type addresses.
 */
export function pairOfParam(param: string | undefined): string | null {
  const match = PAIR_PARAM.exec((param ?? '').toUpperCase());
  return match ? `${match[1]}/${match[2]}` : null;
}
