import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assertEditable } from './currentUser.js';

/**
 * Locks the user's row for the rest of the transaction and checks again that the verification may change:
 * two submissions racing each other, or a submission racing an admin decision, are serialised here.
 */
export async function lockEditableUser(trx: Transaction<Database>, userId: string): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId as never)
    .forUpdate()
    .executeTakeFirstOrThrow();
  assertEditable(user);
}
