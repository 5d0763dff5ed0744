import { compareDecimals } from '@sarraf/ui/format';

/** How a price moved between two readings. */
export type PriceMove = 'up' | 'down' | 'same';

/** The move from `before` to `after` (decimal strings, compared exactly: "92150.0" is "92150"). */
export function priceMove(before: string, after: string): PriceMove {
  const order = compareDecimals(after, before);
  return order > 0 ? 'up' : order < 0 ? 'down' : 'same';
}
