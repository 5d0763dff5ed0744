import { normalizeDigits } from '../utils/normalizeDigits';
import { toLocaleDigits, type DisplayLocale } from './localeDigits';

// The product's one decimal module for amounts on the client: reading, comparing, displaying and typing
// them. Everything works on the decimal text itself, never on JavaScript floats, which cannot hold every
// amount exactly (18-digit balances, 9007199254740993).

/** A decimal number split into its parts, digits always Latin; the exact text, never a float. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ("0" for zero). */
  integer: string;
  /** Fraction digits as written (possibly with trailing zeros). */
  fraction: string;
}

// Sign, integer digits, optional fraction; at least one digit somewhere (".5" and "5." are numbers).
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Splits a decimal string (digits of any script) into parts, or returns null when the text is not a
 * plain decimal number.
 */
export function parseDecimal(text: string): DecimalParts | null {
  const match = DECIMAL.exec(normalizeDigits(text.trim()));
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return { negative: sign === '-', integer: integer.replace(/^0+(?=\d)/, '') || '0', fraction };
}

/** The decimal text of a JavaScript number without exponent notation (1e21 -> "1000000000000000000000"). */
export function numberToDecimalText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  // Tiny numbers: toFixed(20) writes them out; the caller truncates to its decimals anyway.
  return value.toFixed(20);
}

const partsOf = (value: string | number) =>
  parseDecimal(typeof value === 'number' ? numberToDecimalText(value) : value);

const isZero = (parts: DecimalParts) => /^0*$/.test(parts.integer + parts.fraction);

/** -1, 0 or 1 for a decimal string or number; null when it is not numeric. */
export function signOfDecimal(value: string | number): -1 | 0 | 1 | null {
  const parts = partsOf(value);
  if (!parts) return null;
  if (isZero(parts)) return 0;
  return parts.negative ? -1 : 1;
}

// As a person types a price: Latin digits with an optional point, no sign, exponent or spaces inside.
const PLAIN_DECIMAL = /^[0-9]+(?:\.[0-9]*)?$/;

/** Whether the text is a plain non-negative decimal as the amount fields report it ("1200", "0.5", "12."). */
export function isDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value.trim());
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`, exactly, whatever the zeros ("1.50" equals "1.5").
 * Throws a TypeError for text that is not a decimal number.
 */
export function compareDecimals(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = partsOf(a);
  const right = partsOf(b);
  if (!left || !right) throw new TypeError(`Not a decimal: ${left ? b : a}`);
  const leftSign = signOfParts(left);
  const rightSign = signOfParts(right);
  if (leftSign !== rightSign) return leftSign < rightSign ? -1 : 1;
  const magnitude = compareMagnitudes(left, right);
  return (leftSign < 0 ? -magnitude : magnitude) as -1 | 0 | 1;
}

function signOfParts(parts: DecimalParts): -1 | 0 | 1 {
  if (isZero(parts)) return 0;
  return parts.negative ? -1 : 1;
}

function compareMagnitudes(a: DecimalParts, b: DecimalParts): -1 | 0 | 1 {
  // Integers carry no leading zeros, so the longer one is the larger.
  if (a.integer.length !== b.integer.length) return a.integer.length < b.integer.length ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const left = a.integer + a.fraction.padEnd(width, '0');
  const right = b.integer + b.fraction.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * The contract's Amount form: Latin digits, no leading zeros, no trailing point or zeros ("0012.50" ->
 * "12.5"). Text that is not a decimal is returned as it is, for the server to refuse.
 */
export function toAmount(value: string): string {
  const parts = parseDecimal(value);
  if (!parts) return value;
  const fraction = parts.fraction.replace(/0+$/, '');
  const sign = parts.negative && !isZero(parts) ? '-' : '';
  return `${sign}${parts.integer}${fraction ? `.${fraction}` : ''}`;
}

/** Separators per locale: fa uses the Arabic thousands and decimal separators, as Intl does for fa. */
const SEPARATORS: Record<DisplayLocale, { group: string; decimal: string; minus: string }> = {
  en: { group: ',', decimal: '.', minus: '-' },
  // U+066C / U+066B are what Persian readers expect between Persian digits (and what Intl's `fa`
  // locale writes); the left-to-right mark keeps the minus sign on the left of the number in RTL text.
  fa: { group: '\u066C', decimal: '\u066B', minus: '\u200E-' },
};

const groupThousands = (integer: string, separator: string) => integer.replace(/\B(?=(\d{3})+$)/g, separator);

export interface FormatAmountOptions {
  /** Script and separators of the result. @default 'en' */
  locale?: DisplayLocale;
  /** Decimals kept; further digits are cut off, never rounded. @default 3 */
  maxDecimals?: number;
}

/**
 * Formats an amount for display (spec section 5): truncated, never rounded, to `maxDecimals`;
 * trailing zeros dropped; integer part grouped in threes; 0 shows "0"; empty, null and undefined
 * show ""; text that is not a number is returned as it is. In fa the digits are Persian and the
 * separators are the Arabic thousands (٬) and decimal (٫) separators; in en, Latin digits with commas
 * and a dot.
 */
export function formatAmount(
  value: string | number | null | undefined,
  { locale = 'en', maxDecimals = 3 }: FormatAmountOptions = {},
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const text = typeof value === 'number' ? numberToDecimalText(value) : value;
  if (text.trim() === '') return '';
  const parts = parseDecimal(text);
  if (!parts) return text;

  const fraction = parts.fraction.slice(0, Math.max(0, maxDecimals)).replace(/0+$/, '');
  const shownZero = parts.integer === '0' && fraction === '';
  const { group, decimal, minus } = SEPARATORS[locale];
  const grouped = groupThousands(parts.integer, group);
  const formatted = `${parts.negative && !shownZero ? minus : ''}${grouped}${fraction ? decimal + fraction : ''}`;
  return toLocaleDigits(formatted, locale);
}

// What typing produces besides digits: U+066B is the Persian decimal separator, and '/' is typed as the
// decimal point on many Persian layouts; commas and U+066C (thousands separators) and spaces are ignored.
const TYPED_POINTS = /[\u066B/]/g;
const TYPED_IGNORED = /[,\u066C\s]/g;

/**
 * Reads what a person typed into an amount field as a decimal string: Latin digits and at most one
 * '.', with at most `maxDecimals` fraction digits (extra ones are dropped, never rounded). Digits of any
 * script and either decimal point are accepted. Returns null when the text holds anything else, so the
 * field can keep its previous value.
 */
export function parseDecimalInput(text: string, maxDecimals: number): string | null {
  const cleaned = normalizeDigits(text).replace(TYPED_IGNORED, '').replace(TYPED_POINTS, '.');
  if (!/^\d*\.?\d*$/.test(cleaned)) return null;
  const [rawWhole = '', fraction] = cleaned.split('.');
  // Leading zeros add nothing ("007" is 7) but "0.5" keeps its zero.
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (fraction === undefined || maxDecimals <= 0) return whole;
  return `${whole === '' ? '0' : whole}.${fraction.slice(0, maxDecimals)}`;
}

/**
 * An amount being typed, as the field shows it: the whole part grouped, the fraction exactly as typed
 * (a trailing point included), in the locale's digits and separators.
 */
export function formatDecimalInput(value: string, locale: DisplayLocale = 'en'): string {
  const [whole = '', fraction] = value.split('.');
  const { group, decimal } = SEPARATORS[locale];
  const grouped = groupThousands(whole, group);
  return toLocaleDigits(fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`, locale);
}

// A digit of any script, or a decimal point as typed or shown.
const SIGNIFICANT = /[\d\u06F0-\u06F9\u0660-\u0669.\u066B/]/;

/** How many digits and points precede `caret` in `text`: what the caret position means. */
export function significantBefore(text: string, caret: number): number {
  return [...text.slice(0, caret)].filter((char) => SIGNIFICANT.test(char)).length;
}

/** The caret position in `formatted` after `count` digits and points. */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (SIGNIFICANT.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}
