import type { Locale } from '../../db/schema.js';
import { t } from '../../i18n/translate.js';
import type { NotificationKind, NotificationParams } from './notificationTables.js';

/** A notification's title and body in `locale`, from the shared catalogue (`notification.<kind>.*`). */
export function notificationTexts(
  locale: Locale,
  kind: NotificationKind,
  params: NotificationParams,
): { title: string; body: string } {
  return {
    title: t(locale, `notification.${kind}.title`, params),
    body: t(locale, `notification.${kind}.body`, params),
  };
}
