import type { Locale } from '../db/schema.js';
import { messages, type MessageKey } from './messages.js';

export const LOCALES = ['fa', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'fa';

/** Picks the message language from an `X-Locale` value; anything unknown falls back to Persian. */
export function localeFrom(header: unknown): Locale {
  return header === 'en' || header === 'fa' ? header : DEFAULT_LOCALE;
}

/** Translates `key`, filling `{name}` placeholders from `params`. */
export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = messages[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
