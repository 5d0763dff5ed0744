import type { Locale } from '../../db/schema.js';
import { notificationTextsIn } from '../../i18n/translate.js';
import type { NotificationKind, NotificationParams } from './notificationTables.js';

/** A notification's title and body in `locale`, from the shared catalogue (`notification.<kind>.*`). */
export function notificationTexts(
  locale: Locale,
  kind: NotificationKind,
  params: NotificationParams,
): { title: string; body: string } {
  return notificationTextsIn(locale, kind, params);
}
