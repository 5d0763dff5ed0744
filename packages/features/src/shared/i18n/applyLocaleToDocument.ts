import { directionOf, type Locale } from './locales';

/** Sets `<html lang dir>` so the browser, screen readers and CSS logical properties follow the language. */
export function applyLocaleToDocument(
  locale: Locale,
  doc: Pick<Document, 'documentElement'> = document,
): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
}
