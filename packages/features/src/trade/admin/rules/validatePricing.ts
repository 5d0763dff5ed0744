// The format entry carries no styles, so this rule runs under plain Node (unit tests) too.
import { parseDigits } from '@sarraf/ui/format';

export interface PricingValues {
  mode: 'manual' | 'automatic';
  /** Basis points added to the reference ask for the desk's buy price, as typed ('' when empty). */
  buy_spread_bps: string;
  /** Basis points taken off the reference bid for the desk's sell price. */
  sell_spread_bps: string;
}

export type PricingField = keyof PricingValues;

/** The contract's bounds of a spread (SpreadBps): a whole number of basis points from 0 to 2,000 (20%). */
export const MAX_SPREAD_BPS = 2000;

/** A spread as a whole number of basis points, or undefined when it is not one (Persian digits allowed). */
export function spreadOf(value: string): number | undefined {
  const latin = parseDigits(value.trim());
  if (!/^[0-9]{1,5}$/.test(latin)) return undefined;
  const bps = Number(latin);
  return bps <= MAX_SPREAD_BPS ? bps : undefined;
}

/** Each spread a whole number from 0 to 2,000 basis points: a translation key per refused field. */
export function validatePricing(values: PricingValues): Partial<Record<PricingField, string>> {
  const problems: Partial<Record<PricingField, string>> = {};
  for (const field of ['buy_spread_bps', 'sell_spread_bps'] as const) {
    if (!values[field].trim()) problems[field] = 'markets.validation.spreadRequired';
    else if (spreadOf(values[field]) === undefined) problems[field] = 'markets.validation.spreadRange';
  }
  return problems;
}
