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

/** A decimal amount as text ('100000', '12.5'): money travels as strings, never as numbers. */
const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/** '-25000000' -> '-25,000,000' with `separator` between each group of three digits. */
function groupThousands(whole: string, separator: string): string {
  const sign = whole.startsWith('-') ? '-' : '';
  return sign + whole.slice(sign.length).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An ISO date-time in a `{until}` (or `{...At}`) placeholder. */
const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A moment as a person in Iran reads it, in Tehran time: the Jalali calendar and Persian digits in fa
 * ("۲۹ آذر ۱۴۰۵، ۱۴:۳۰"), the Gregorian one in en ("20 December 2026, 14:30").
 */
function tehranDateTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
    timeZone: 'Asia/Tehran',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * One placeholder's text: an `{id}` in Latin digits, numbers (also decimal strings) in the locale's digits, a `{currency}` (or
 * `{paidCurrency}`...) by its name, a moment (`{until}`, `{...At}`) in Tehran time and the reader's calendar.
 */
function placeholderText(locale: Locale, name: string, value: string | number): string {
  // An `{id}` (an order's or a transaction's number) is an identifier people quote to support: Latin digits,
  // isolated left to right inside a Persian sentence, as the screens write it (packages/ui/src/format).
  if (name === 'id') return locale === 'fa' ? `\u2066${value}\u2069` : String(value);
  if (typeof value === 'number') return localDigits(locale, value);
  if (/(^until|At)$/.test(name) && DATE_TIME_TEXT.test(value)) return tehranDateTime(locale, value);
  if (DECIMAL_TEXT.test(value)) {
    const [rawWhole = '', fraction] = value.split('.');
    // An `{amount}` (or `{paidAmount}`...) is money and grouped in thousands as the screens write it
    // (25,000,000; ۲۵٬۰۰۰٬۰۰۰); ids, counts and waits are not.
    const whole = /amount$/i.test(name) ? groupThousands(rawWhole, locale === 'fa' ? '٬' : ',') : rawWhole;
    const digits = (text: string) =>
      locale === 'fa' ? text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!) : text;
    return fraction === undefined
      ? digits(whole)
      : `${digits(whole)}${locale === 'fa' ? '٫' : '.'}${digits(fraction)}`;
  }
  const currencyKey = `currency.${value}`;
  if (/currency$/i.test(name) && currencyKey in messages[locale])
    return messages[locale][currencyKey as MessageKey];
  return value;
}

/**
 * Translates `key`, filling `{name}` placeholders from `params`: numbers and decimal strings in the locale's
 * digits, a `{currency}` code by the name a reader of that language uses (تومان, not IRT, in Persian).
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? placeholderText(locale, name, params[name]!) : whole,
  );
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

/**
 * A notification's title and body in `locale`, from `notification.<kind>.title` and `.body`, filled from its
 * params. Notifications written before a body named its figures carry fewer params (an order's id only):
 * they keep the words they were written with (`.bodyWithoutFigures`) instead of showing a placeholder.
 */
export function notificationTexts(
  locale: Locale,
  kind: string,
  params: MessageParams,
): { title: string; body: string } {
  const key = (part: string) => `notification.${kind}.${part}` as MessageKey;
  const body = translate(locale, key('body'), params);
  const unfilled = /\{\w+\}/.test(body) && key('bodyWithoutFigures') in messages[locale];
  return {
    title: translate(locale, key('title'), params),
    body: unfilled ? translate(locale, key('bodyWithoutFigures'), params) : body,
  };
}
