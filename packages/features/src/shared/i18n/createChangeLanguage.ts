import type { i18n as I18n } from 'i18next';
import { applyLocaleToDocument } from './applyLocaleToDocument';
import { writeLocaleCookie } from './localeCookie';
import { storeLocale, type Locale, type LocaleStorage } from './locales';

/** Spec section 9: the page reloads 1 s after a language change, long enough to read the toast. */
export const LANGUAGE_RELOAD_DELAY_MS = 1000;

export interface ChangeLanguageDeps {
  i18n: Pick<I18n, 'changeLanguage' | 't'>;
  /** Shows the translated "Language changed successfully". */
  notify(title: string): void;
  reload(): void;
  storage?: LocaleStorage;
  doc?: Pick<Document, 'documentElement'>;
  /** @default 1000 */
  delayMs?: number;
}

/**
 * Builds changeLanguage (spec section 4): store the choice, set direction and lang, say so in the new
 * language, reload after 1 s so every screen (and the server's messages) start over in it.
 */
export function createChangeLanguage(deps: ChangeLanguageDeps): (locale: Locale) => Promise<void> {
  return async (locale) => {
    storeLocale(locale, deps.storage);
    writeLocaleCookie(locale);
    applyLocaleToDocument(locale, deps.doc);
    await deps.i18n.changeLanguage(locale);
    deps.notify(deps.i18n.t('common:language.changed'));
    // Saving the choice on the server (PUT /api/user/locale, for the language of mail) is the caller's: the
    // profile screen does it before calling this, so a guest can switch languages too.
    setTimeout(() => deps.reload(), deps.delayMs ?? LANGUAGE_RELOAD_DELAY_MS);
  };
}
