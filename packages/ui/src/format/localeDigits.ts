import { normalizeDigits } from '../utils/normalizeDigits';

/** The display languages of the product. */
export type DisplayLocale = 'fa' | 'en';

const PERSIAN_ZERO = 0x06f0;

/**
 * Writes the Latin digits of `text` in the locale's script: Persian digits (۰-۹) in fa, Latin digits
 * in en (Persian and Arabic digits become Latin). Every other character is kept. For numbers in text
 * only (amounts, counts, dates): identifiers keep Latin digits in both languages (./README.md, `Identifier`).
 */
export function toLocaleDigits(text: string, locale: DisplayLocale): string {
  if (locale === 'en') return normalizeDigits(text);
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/**
 * Digits of any script (Persian, Arabic-Indic, Latin) to Latin digits, for what users type or paste.
 * The same rule as `normalizeDigits`, under the name the format helpers use.
 */
export const parseDigits: (text: string) => string = normalizeDigits;

/** 'fa' for any Persian locale tag ('fa', 'fa-IR', 'fa-IR-u-ca-persian'), otherwise 'en'. */
export function displayLocaleOf(localeTag: string): DisplayLocale {
  return /^fa\b/i.test(localeTag) ? 'fa' : 'en';
}
