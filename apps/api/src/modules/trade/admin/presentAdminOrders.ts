import type { Db } from '../../../db/transaction.js';
import type { components } from '../../../generated/schema.gen.js';
import type { OrderRow } from '../orderRepository.js';
import { presentOrders } from '../presentOrder.js';

/** Orders with their owner, for the operators' queue (one query for the owners of a page). */
export async function presentAdminOrders(
  db: Db,
  rows: readonly OrderRow[],
): Promise<components['schemas']['AdminOrder'][]> {
  const ids = [...new Set(rows.map((row) => row.user_id))];
  const owners =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'email', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  const orders = await presentOrders(db, rows);
  return orders.map((order, index) => {
    const owner = byId.get(rows[index]!.user_id)!;
    return { ...order, user: { id: Number(owner.id), email: owner.email, name: owner.name } };
  });
}
