import { currencyValues, type components } from '../../shared/api/schema.gen';

/** A currency of the wallet (the contract's `Currency`). */
export type Currency = components['schemas']['Currency'];

/** Every currency of the wallet, in the contract's order (generated from openapi.yaml). */
export const CURRENCIES = currencyValues;

/** A currency of the wallet, for a symbol that comes as free text (a pair's base or quote). */
export function isCurrency(symbol: string): symbol is Currency {
  return (CURRENCIES as readonly string[]).includes(symbol);
}

/**
 * Decimals a balance of the currency holds (the contract's scale, and the books'): Toman whole, Tether 6.
 * Whatever else a pair may quote in is taken to 6 too, the most the contract holds.
 */
export function scaleOf(symbol: string): number {
  return symbol === 'IRT' ? 0 : 6;
}

/**
 * Decimals an amount a person types may have: Toman whole; Tether 3 (the spec limits Tether amounts typed in
 * the app to 3 decimals, sections 5 and 9), so one rule holds for every Tether amount typed anywhere.
 */
export function typedDecimalsOf(symbol: string): number {
  return symbol === 'IRT' ? 0 : 3;
}

/**
 * A chain network as every screen names it: one name per thing, "TRC-20" (as the deposit's warning and the
 * withdrawal's hints say "USDT on TRC-20"), never the contract's code "TRC20" or a second name beside it.
 * The statement (apps/api reports) writes the same. An unknown code is shown as it comes.
 */
export function networkName(network: string): string {
  return network === 'TRC20' ? 'TRC-20' : network;
}
