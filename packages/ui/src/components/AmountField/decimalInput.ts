import { normalizeDigits } from '../../utils/normalizeDigits';

// Separators a Persian or Arabic keyboard produces: U+066B is the decimal separator, U+066C the
// thousands separator; '/' is typed as the decimal point on many Persian layouts.
const DECIMAL_POINTS = /[\u066B/]/g;
const IGNORED = /[,\u066C\s]/g;

/**
 * Reads what the user typed as a decimal string: Latin digits and at most one '.', with at most
 * `maxDecimals` fraction digits (extra ones are dropped, never rounded). Returns null when the text
 * holds anything else, so the field can keep its previous value.
 */
export function parseDecimalInput(text: string, maxDecimals: number): string | null {
  const cleaned = normalizeDigits(text).replace(IGNORED, '').replace(DECIMAL_POINTS, '.');
  if (!/^\d*\.?\d*$/.test(cleaned)) return null;
  const [rawWhole = '', fraction] = cleaned.split('.');
  // Leading zeros add nothing ("007" is 7) but "0.5" keeps its zero.
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined || maxDecimals <= 0) return whole;
  return `${whole === '' ? '0' : whole}.${fraction.slice(0, maxDecimals)}`;
}

/** Groups the whole part with commas, keeping the fraction exactly as typed (including a trailing '.'). */
export function groupDecimal(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** How many digits and points precede `caret` in `text`: what the caret position means. */
export function significantBefore(text: string, caret: number): number {
  return normalizeDigits(text.slice(0, caret)).replace(/[^\d.\u066B/]/g, '').length;
}

/** The caret position in `formatted` after `count` digits and points. */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.]/.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}
