import type { Selectable } from 'kysely';
import type { VerificationsTable } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';

export type VerificationRow = Selectable<VerificationsTable>;

export function latestVerificationOf(db: Db, userId: string): Promise<VerificationRow | undefined> {
  return db
    .selectFrom('verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function verificationById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VerificationRow | undefined> {
  let query = db
    .selectFrom('verifications')
    .selectAll()
    .where('id', '=', id as never);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function deleteVerification(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('verifications')
    .where('id', '=', id as never)
    .execute();
}
