import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** What a notification tells; each has a title and a body in the catalogue (`notification.<kind>.title`). */
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's texts are filled with: ids and amounts as strings, never floats. */
export type NotificationParams = Record<string, string>;

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Owned by modules/notifications (migrations/0016_notifications.sql); also the email outbox. */
export interface NotificationsTable {
  id: ColumnType<string, never, never>;
  user_id: Fixed<string>;
  kind: Fixed<NotificationKind>;
  params: ColumnType<NotificationParams, string, never>;
  link: Fixed<string | null>;
  created_at: Fixed<Date>;
  read_at: Optional<Date>;
  email_status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  email_due_at: ColumnType<Date, Date, Date>;
  email_attempts: ColumnType<number, number | undefined, number>;
  email_sent_at: Optional<Date>;
  email_error: Optional<string>;
}

declare module '../../db/schema.js' {
  interface Database {
    notifications: NotificationsTable;
  }
}
