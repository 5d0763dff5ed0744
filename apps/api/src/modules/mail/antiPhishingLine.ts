import type { Locale } from '../../db/schema.js';
import { t } from '../../i18n/translate.js';

/**
 * The opening lines of every mail to an account whose owner chose an anti-phishing phrase (nothing when none
 * is set): a mail that lacks the phrase is not from Sarraf.
 */
export function antiPhishingLine(locale: Locale, phrase: string | null | undefined): string {
  return phrase ? `${t(locale, 'mail.antiPhishingPhrase', { phrase })}\n\n` : '';
}
