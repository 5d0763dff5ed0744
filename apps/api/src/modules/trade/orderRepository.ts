import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { OrdersTable, OrderStatus } from './tradeTables.js';
import './tradeTables.js';

export type OrderRow = Selectable<OrdersTable>;

/** The next order id, taken before the row exists so the ledger movements can name it. */
export async function nextOrderId(db: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    SELECT nextval(pg_get_serial_sequence('orders', 'id'))::text AS id`.execute(db);
  return rows[0]!.id;
}

export function insertOrder(db: Db, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateOrder(db: Db, id: string, changes: Updateable<OrdersTable>): Promise<OrderRow> {
  return db.updateTable('orders').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** One of the person's orders; another person's is not found (the caller answers 404). */
export function orderOf(db: Db, userId: string, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Locks an order for a decision: two decisions at once are served one after the other. */
export function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Locks the Processing order whose approval deadline passed longest ago, skipping any another transaction
 * holds: several server processes sweep side by side without waiting on each other. `passOver` names orders
 * this sweep already failed on.
 */
export function lockNextExpiredOrder(
  db: Db,
  now: Date,
  passOver: readonly string[] = [],
): Promise<OrderRow | undefined> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'Processing')
    .where('approval_expires_at', '<=', now);
  if (passOver.length > 0) query = query.where('id', 'not in', passOver);
  return query
    .orderBy('approval_expires_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export interface OrderFilter {
  userId?: string;
  status?: OrderStatus;
  approvalRequired?: boolean;
  adminApproved?: boolean;
  userApproved?: boolean;
}

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.approvalRequired !== undefined)
    query = query.where('approval_required', '=', filter.approvalRequired);
  if (filter.adminApproved !== undefined) query = query.where('admin_approved', '=', filter.adminApproved);
  if (filter.userApproved !== undefined) query = query.where('user_approved', '=', filter.userApproved);
  return query;
}

/** One page of orders and how many match; newest first for a person, oldest first for the operators. */
export async function pageOfOrders(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<{ rows: OrderRow[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', page.oldestFirst ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/**
 * The Toman value of the person's orders filled after `since` (and up to `now`): what a Buy paid, the value
 * before the fee of a Sell (received + fee, which is floor(quantity x price)). The fee tier counts it.
 */
export async function filledTomanVolume(db: Db, userId: string, since: Date, now: Date): Promise<string> {
  const { rows } = await sql<{ volume: string }>`
    SELECT trim_scale(coalesce(sum(CASE side WHEN 'Buy' THEN paid ELSE received + fee_value END), 0))::text
             AS volume
      FROM orders
     WHERE user_id = ${userId}::bigint AND status = 'Filled'
       AND filled_at > ${since}::timestamptz AND filled_at <= ${now}::timestamptz`.execute(db);
  return rows[0]?.volume ?? '0';
}
