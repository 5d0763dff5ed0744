/** The languages the product speaks; Persian first because it is the default. */
export const locales = ['fa', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'fa';

/** Key under which the chosen language is kept in localStorage (spec section 3). */
export const LOCALE_STORAGE_KEY = 'app_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The subset of the Storage API we use, so tests can pass a plain object. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

// localStorage is missing in Node and throws in some privacy modes: both mean "nothing stored".
function defaultStorage(): LocaleStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored locale, or the default (fa) when nothing valid is stored. */
export function readStoredLocale(storage: LocaleStorage | undefined = defaultStorage()): Locale {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function storeLocale(locale: Locale, storage: LocaleStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the language still applies for this page view.
  }
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}

/** The BCP 47 tag React Aria formats dates and numbers with. */
export function ariaLocaleOf(locale: Locale): 'fa-IR' | 'en-US' {
  return locale === 'fa' ? 'fa-IR' : 'en-US';
}
