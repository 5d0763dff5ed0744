import { applyLocaleToDocument } from './applyLocaleToDocument';
import { i18n } from './i18n';
import { writeLocaleCookie } from './localeCookie';
import { readStoredLocale, type Locale } from './locales';

/**
 * Start-up step one (spec section 4): pick the stored language (default fa) and set the document's
 * direction and lang, before anything is mounted, so the first paint is already in the right direction;
 * the server learns it through a cookie.
 */
export async function initLanguage(): Promise<Locale> {
  const locale = readStoredLocale();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  applyLocaleToDocument(locale);
  // Also for a choice made before the cookie existed, so the server's next page is in it.
  writeLocaleCookie(locale);
  return locale;
}
