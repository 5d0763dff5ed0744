import { routePatterns } from './patterns.js';

/** The `:name` parameters of a pattern: `'/orders/:id/details'` -> `'id'`. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The pattern with each parameter replaced by its value, as is: the values (ids, currencies, pairs) are
 * URL-safe, and the addresses have never been encoded, so they stay what the app and old notifications use.
 */
function fill<Pattern extends string>(
  pattern: Pattern,
  values: Record<ParamsOf<Pattern>, string | number>,
): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => String(values[name as ParamsOf<Pattern>]));
}

const {
  tradePair,
  orderDetails,
  cashDeposit,
  cashWithdraw,
  transaction,
  adminVerification,
  adminFactorRecovery,
} = routePatterns;

/**
 * The addresses to link to and redirect to: a pattern without parameters is its own address; one with
 * parameters becomes a builder of the same name (`appPaths.orderDetails(12)` -> `/orders/12/details`).
 */
export const appPaths = {
  ...routePatterns,
  /** Spec section 2: the pair with its slash replaced by a dash (USDT/IRT -> /trade/USDT-IRT). */
  tradePair: (pair: string) => fill(tradePair, { pair: pair.replace('/', '-') }),
  orderDetails: (id: number | string) => fill(orderDetails, { id }),
  cashDeposit: (currency: string) => fill(cashDeposit, { currency }),
  cashWithdraw: (currency: string) => fill(cashWithdraw, { currency }),
  /** The detail of any deposit or withdrawal, whatever its currency (the spec's route says IRT). */
  transaction: (id: number | string) => fill(transaction, { id }),
  adminVerification: (id: number | string) => fill(adminVerification, { id }),
  adminFactorRecovery: (id: number | string) => fill(adminFactorRecovery, { id }),
} as const;
