import type { ColumnType } from 'kysely';
import { notificationKindValues, type components } from '../../generated/schema.gen.js';

type Fixed<T> = ColumnType<T, T, never>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * What a notification tells: the contract's kinds (generated from openapi.yaml, never typed again here);
 * each has a title and a body in the catalogue (`notification.<kind>.title`).
 */
export const NOTIFICATION_KINDS = notificationKindValues;
export type NotificationKind = components['schemas']['Notification']['kind'];

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
