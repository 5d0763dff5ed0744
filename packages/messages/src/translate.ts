import { messages, type MessageKey } from './messages.js';

/** The languages the server answers in. */
export type Locale = keyof typeof messages;

export const LOCALES = ['fa', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'fa';

/** Picks the message language from an `X-Locale` value; anything unknown falls back to Persian. */
export function localeFrom(header: unknown): Locale {
  return header === 'en' || header === 'fa' ? header : DEFAULT_LOCALE;
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** A number as a person of that language reads it: Persian digits in fa (no grouping: waits and limits). */
export function localDigits(locale: Locale, value: number): string {
  const text = String(value);
  return locale === 'fa' ? text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]!) : text;
}

/** Values for a message's `{name}` placeholders; numbers are written in the locale's digits. */
export type MessageParams = Record<string, string | number>;

/** Translates `key`, filling `{name}` placeholders from `params`; numbers are written in the locale's digits. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return typeof value === 'number' ? localDigits(locale, value) : value;
  });
}

/**
 * A wait as the message that says it best: seconds up to a minute, whole minutes (rounded up) beyond.
 * Returns the key and params for `translate`.
 */
export function waitMessage(
  seconds: number,
  keys: { seconds: MessageKey; minutes: MessageKey },
): { key: MessageKey; params: Record<string, number> } {
  if (seconds <= 60) return { key: keys.seconds, params: { seconds } };
  return { key: keys.minutes, params: { minutes: Math.ceil(seconds / 60) } };
}
