import { compareDecimals, toMicros } from '../../money/decimal.js';

/** A plain positive-or-zero decimal as the sources write prices and amounts ('1152010', '6688.3'). */
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Significant digits a JSON number is trusted with: up to 15, a double gives back exactly what was sent. */
const EXACT_DIGITS = 15;

/**
 * The decimal string of a price or amount as a source sent it: a decimal string, or a JSON number (Wallex
 * sends numbers). A number is taken only when its shortest form has at most 15 significant digits, where
 * that form is exactly the number that was written; anything else (exponents, NaN, negative) is undefined.
 */
export function decimalOf(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) {
    text = String(value);
    if (text.replace(/^0\.0*|\./g, '').length > EXACT_DIGITS) return undefined;
  } else return undefined;
  return DECIMAL.test(text) ? text : undefined;
}

/** A price we can keep: a positive decimal of at most 6 decimals (the money module's micro-units). */
export function isKeepablePrice(value: string): boolean {
  try {
    return toMicros(value) > 0n;
  } catch {
    return false;
  }
}

/** The lowest of the prices, by exact comparison. */
export const lowest = (prices: readonly string[]) =>
  prices.reduce((best, price) => (compareDecimals(price, best) < 0 ? price : best));

/** The highest of the prices, by exact comparison. */
export const highest = (prices: readonly string[]) =>
  prices.reduce((best, price) => (compareDecimals(price, best) > 0 ? price : best));

/**
 * The best bid and ask of a book's price levels (prices in Toman): the highest bid and the lowest ask,
 * whatever order the source listed them in. An empty side, or a book whose best bid is above its best ask
 * (crossed: no market sets such a book, so it is a broken answer) gives the reason it cannot be read.
 */
export function topOfBook(
  askPrices: readonly string[],
  bidPrices: readonly string[],
): { bestBid: string; bestAsk: string } | { problem: string } {
  if (askPrices.length === 0 || bidPrices.length === 0) return { problem: 'the order book is empty' };
  const bestAsk = lowest(askPrices);
  const bestBid = highest(bidPrices);
  if (compareDecimals(bestBid, bestAsk) > 0) {
    return { problem: `the order book is crossed (best bid ${bestBid} above best ask ${bestAsk})` };
  }
  return { bestBid, bestAsk };
}
