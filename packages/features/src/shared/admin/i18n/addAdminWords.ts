import type { Locale } from '../../i18n/locales';
import { addToNamespace } from '../../i18n/i18n';
import en from './en.json';
import fa from './fa.json';

/**
 * Adds one domain's back-office words to the `admin` namespace, with the words the operator screens of
 * several domains share (retry, the list's footer, currency names, account types...). Each domain's
 * `register<Domain>AdminI18n` calls it, so the namespace holds what a screen needs wherever it renders.
 */
export function addAdminWords(part: Record<Locale, object>): void {
  addToNamespace('admin', { fa, en });
  addToNamespace('admin', part);
}
