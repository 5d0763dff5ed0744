import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { NotificationKind, NotificationsTable } from './notificationTables.js';

export type NotificationRow = Selectable<NotificationsTable>;

/** One page of the person's notifications, newest first (id order: ids grow with time). */
export async function pageOfNotifications(
  db: Db,
  filter: { userId: string; unreadOnly: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  let query = db.selectFrom('notifications').where('user_id', '=', filter.userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const { total } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Marks the person's notification read (once: reading it again keeps the first time) and returns it;
 * undefined when there is none of theirs with that id.
 */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Marks every unread notification of the person read; returns how many were unread. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When each of `userIds` was told of one of `kinds` between `from` and `to` (the operators' risk signs). */
export function noticesBetween(
  db: Db,
  userIds: string[],
  kinds: readonly NotificationKind[],
  from: Date,
  to: Date,
): Promise<{ user_id: string; created_at: Date }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notifications')
    .select([sql<string>`user_id::text`.as('user_id'), 'created_at'])
    .where('user_id', 'in', userIds as never[])
    .where('kind', 'in', kinds as NotificationKind[])
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .execute();
}
