import type { Locale } from './locales';

/**
 * A copy of the chosen language (kept in localStorage, spec section 3) that the server can read: it draws
 * the landing page in the reader's language before any script has run. The API reads the same name
 * (apps/api/src/http/landingPage.ts).
 */
export const LOCALE_COOKIE = 'app_locale';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Writes the language cookie; does nothing where there is no document (Node, the unit tests). */
export function writeLocaleCookie(
  locale: Locale,
  doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (!doc) return;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
