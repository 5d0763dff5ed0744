import { normalizeDigits } from '../utils/normalizeDigits';

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
 * plain decimal number. Works on the text itself so 18-digit amounts keep every digit.
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

/** -1, 0 or 1 for a decimal string or number; null when it is not numeric. Exact, no float maths. */
export function signOfDecimal(value: string | number): -1 | 0 | 1 | null {
  const parts = parseDecimal(typeof value === 'number' ? numberToDecimalText(value) : value);
  if (!parts) return null;
  if (/^0*$/.test(parts.integer + parts.fraction)) return 0;
  return parts.negative ? -1 : 1;
}
