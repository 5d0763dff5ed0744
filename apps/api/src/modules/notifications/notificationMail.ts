import type { Locale } from '../../db/schema.js';
import { t } from '../../i18n/translate.js';
import type { MailMessage } from '../mail/index.js';
import type { NotificationKind, NotificationParams } from './notificationTables.js';
import { notificationTexts } from './notificationTexts.js';

export interface MailableNotification {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  email: string;
  locale: Locale;
}

/**
 * A notification's email in the person's language (as it stands when the mail goes). The Message-ID is
 * the notification's own, so a copy sent again after a crash carries the same one (README.md).
 */
export function notificationMail(notification: MailableNotification): MailMessage {
  const { title, body } = notificationTexts(notification.locale, notification.kind, notification.params);
  return {
    to: notification.email,
    locale: notification.locale,
    subject: title,
    text: `${body}\n\n${t(notification.locale, 'notification.email.footer')}`,
    messageId: `<notification-${notification.id}@sarraf.local>`,
  };
}
