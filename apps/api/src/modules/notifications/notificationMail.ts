import { appPaths } from '@sarraf/routes';
import type { Locale } from '../../db/schema.js';
import { t } from '../../i18n/translate.js';
import { antiPhishingLine, type MailMessage } from '../mail/index.js';
import type { NotificationKind, NotificationParams } from './notificationTables.js';
import { notificationTexts } from './notificationTexts.js';

export interface MailableNotification {
  id: string;
  user_id: string;
  kind: NotificationKind;
  params: NotificationParams;
  email: string;
  locale: Locale;
  /** The phrase the owner chose to recognise genuine mail by (null: none set). */
  anti_phishing_phrase: string | null;
}

/**
 * A notification's email in the person's language (as it stands when the mail goes). The Message-ID is
 * the notification's own, so a copy sent again after a crash carries the same one (README.md).
 */
export function notificationMail(
  notification: MailableNotification,
  freeze?: { url: string; hours: number },
): MailMessage {
  const { locale } = notification;
  const { title, body } = notificationTexts(locale, notification.kind, notification.params);
  const freezeText = freeze ? `\n\n${t(locale, 'notification.email.freezeLink', freeze)}` : '';
  return {
    to: notification.email,
    locale,
    subject: title,
    text: `${antiPhishingLine(locale, notification.anti_phishing_phrase)}${body}${freezeText}\n\n${t(locale, 'notification.email.footer')}`,
    messageId: `<notification-${notification.id}@sarraf.local>`,
  };
}

/** What a security notice's mail needs to carry its "this was not me" link. */
export interface FreezeLinkSettings {
  publicUrl: string;
  freezeLinkSeconds: number;
}

/** The kinds that tell the owner of a change to their account's security: their mail can stop withdrawals. */
export const SECURITY_NOTICE_KINDS: readonly NotificationKind[] = [
  'new_device_sign_in',
  'password_changed',
  'password_reset',
  'second_factor_added',
  'recovery_code_used',
  'withdrawal_requested',
  'anti_phishing_phrase_changed',
  'destination_saved',
  'second_factor_removed',
  'secure_withdrawals_on',
  'secure_withdrawals_ending',
  'factor_recovery_requested',
  'factor_recovery_approved',
  'factor_recovery_rejected',
];

export const isSecurityNotice = (kind: NotificationKind) => SECURITY_NOTICE_KINDS.includes(kind);

/** The app's page that asks before it stops withdrawals: opening the link changes nothing (mail scanners). */
export function freezeUrlOf(settings: FreezeLinkSettings, token: string): string {
  return `${settings.publicUrl.replace(/\/$/, '')}${appPaths.freezeWithdrawals}?token=${encodeURIComponent(token)}`;
}
