import { numberToDecimalText, parseDecimal } from './decimal';
import { toLocaleDigits, type DisplayLocale } from './localeDigits';

export interface FormatAmountOptions {
  /** Script and separators of the result. @default 'en' */
  locale?: DisplayLocale;
  /** Decimals kept; further digits are cut off, never rounded. @default 3 */
  maxDecimals?: number;
}

/** Separators per locale: fa uses the Arabic thousands and decimal separators, as Intl does for fa. */
const SEPARATORS: Record<DisplayLocale, { group: string; decimal: string; minus: string }> = {
  en: { group: ',', decimal: '.', minus: '-' },
  // U+066C / U+066B are what Persian readers expect between Persian digits (and what Intl's `fa`
  // locale writes); the left-to-right mark keeps the minus sign on the left of the number in RTL text.
  fa: { group: '\u066C', decimal: '\u066B', minus: '\u200E-' },
};

/**
 * Formats an amount for display (spec section 5): truncated, never rounded, to `maxDecimals`;
 * trailing zeros dropped; integer part grouped in threes; 0 shows "0"; empty, null and undefined
 * show ""; text that is not a number is returned as it is. Works on the decimal text itself, so
 * "123456789012345678.98765" keeps every digit. In fa the digits are Persian and the separators are
 * the Arabic thousands (٬) and decimal (٫) separators; in en, Latin digits with commas and a dot.
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
  const isZero = parts.integer === '0' && fraction === '';
  const { group, decimal, minus } = SEPARATORS[locale];
  const grouped = parts.integer.replace(/\B(?=(\d{3})+$)/g, group);
  const formatted = `${parts.negative && !isZero ? minus : ''}${grouped}${fraction ? decimal + fraction : ''}`;
  return toLocaleDigits(formatted, locale);
}
