import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationKind, NotificationParams } from './notificationTables.js';

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** Values for the kind's texts (`{amount}`, `{currency}`, `{id}`, `{reason}`); rendered when read. */
  params?: NotificationParams;
  /** App path the notification opens, e.g. `/orders/12/details`. */
  link: string | null;
  /** When the event happened: the caller's clock (`app.core.now()`), never the database's or Date.now(). */
  at: Date;
}

/**
 * Writes one notification inside the caller's transaction, so it exists exactly when the event does: a
 * rolled-back decision leaves neither. Its email goes out later, from the row (see README.md): never from
 * here, because the transaction may still roll back or be retried.
 */
export async function notify(trx: Transaction<Database>, event: NotificationEvent): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      user_id: event.userId,
      kind: event.kind,
      params: JSON.stringify(event.params ?? {}),
      link: event.link,
      created_at: event.at,
      email_due_at: event.at,
    })
    .execute();
}
