import type { Tone } from '@sarraf/ui';
import type { components } from '../../shared/api/schema.gen';

/**
 * The contract's kinds, as a list to check against at run time. A server newer than this client may send a
 * kind it does not know yet: that one shows with the general icon.
 */
export const NOTIFICATION_KINDS = [
  'deposit_approved',
  'withdraw_paid',
  'withdraw_rejected',
  'verification_approved',
  'verification_rejected',
  'order_filled',
  'order_awaiting_approval',
  'order_awaiting_answer',
  'order_rejected',
  'order_expired',
] as const satisfies readonly components['schemas']['Notification']['kind'][];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about: picks its icon. */
export const notificationSubjects = ['deposit', 'withdraw', 'verification', 'order', 'general'] as const;
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
};

const GENERAL: NotificationLook = { subject: 'general', tone: 'neutral' };

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** The look of a kind; a kind this client does not know yet gets the general bell. */
export function lookOf(kind: string): NotificationLook {
  return isNotificationKind(kind) ? LOOKS[kind] : GENERAL;
}
