import type { Tone } from '@sarraf/ui';
import { notificationKindValues, type components } from '../../shared/api/schema.gen';

/**
 * The contract's kinds (generated from openapi.yaml), as a list to check against at run time. A server newer
 * than this client may send a kind it does not know yet: that one shows with the general icon.
 */
export const NOTIFICATION_KINDS = notificationKindValues;
export type NotificationKind = components['schemas']['Notification']['kind'];

/** What a notification is about: picks its icon. */
export const notificationSubjects = [
  'deposit',
  'withdraw',
  'verification',
  'order',
  'security',
  'general',
] as const;
export type NotificationSubject = (typeof notificationSubjects)[number];

/** How a kind is drawn: its subject's icon, tinted by how it turned out. */
export interface NotificationLook {
  subject: NotificationSubject;
  tone: Tone;
}

const LOOKS: Record<NotificationKind, NotificationLook> = {
  deposit_approved: { subject: 'deposit', tone: 'positive' },
  withdraw_paid: { subject: 'withdraw', tone: 'positive' },
  withdraw_rejected: { subject: 'withdraw', tone: 'critical' },
  verification_approved: { subject: 'verification', tone: 'positive' },
  verification_rejected: { subject: 'verification', tone: 'critical' },
  order_filled: { subject: 'order', tone: 'positive' },
  order_awaiting_approval: { subject: 'order', tone: 'warning' },
  order_awaiting_answer: { subject: 'order', tone: 'warning' },
  order_rejected: { subject: 'order', tone: 'critical' },
  order_expired: { subject: 'order', tone: 'critical' },
  // What the owner should check was them: warnings, but for the factor they just added.
  new_device_sign_in: { subject: 'security', tone: 'warning' },
  password_changed: { subject: 'security', tone: 'warning' },
  password_reset: { subject: 'security', tone: 'warning' },
  second_factor_added: { subject: 'security', tone: 'positive' },
  recovery_code_used: { subject: 'security', tone: 'warning' },
  withdrawal_requested: { subject: 'withdraw', tone: 'neutral' },
  anti_phishing_phrase_changed: { subject: 'security', tone: 'warning' },
  // A destination saved, or the mode turned on: the owner checks it was them. Turning it off (ending) is
  // what a thief would do first, hence critical.
  second_factor_removed: { subject: 'security', tone: 'warning' },
  destination_saved: { subject: 'withdraw', tone: 'warning' },
  secure_withdrawals_on: { subject: 'security', tone: 'positive' },
  secure_withdrawals_ending: { subject: 'security', tone: 'critical' },
  // A lost app replaced at the desk: the owner checks it was them asking.
  factor_recovery_requested: { subject: 'security', tone: 'warning' },
  factor_recovery_approved: { subject: 'security', tone: 'warning' },
  factor_recovery_rejected: { subject: 'security', tone: 'critical' },
  // The desk's own alerts to operators: an automatic market stopped quoting, or quotes again (trading's icon).
  desk_prices_paused: { subject: 'order', tone: 'critical' },
  desk_prices_resumed: { subject: 'order', tone: 'positive' },
};

const GENERAL: NotificationLook = { subject: 'general', tone: 'neutral' };

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** The look of a kind; a kind this client does not know yet gets the general bell. */
export function lookOf(kind: string): NotificationLook {
  return isNotificationKind(kind) ? LOOKS[kind] : GENERAL;
}
