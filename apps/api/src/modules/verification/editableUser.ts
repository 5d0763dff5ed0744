import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DomainError } from '../../errors/DomainError.js';
import { lockUser, type UserRow } from '../users/index.js';

/** A submission under review or an approved identity cannot be changed (409). */
export function assertEditable(user: UserRow): void {
  if (user.verification_status === 'in_progress') throw new DomainError('conflict', 'verification.inReview');
  if (user.verification_status === 'verified')
    throw new DomainError('conflict', 'verification.alreadyVerified');
}

/**
 * Locks the user's row for the rest of the transaction and checks again that the verification may change:
 * two submissions racing each other, or a submission racing an admin decision, are serialised here.
 */
export async function lockEditableUser(trx: Transaction<Database>, userId: string): Promise<UserRow> {
  const user = await lockUser(trx, userId);
  if (!user) throw new DomainError('unauthenticated', 'error.unauthenticated');
  assertEditable(user);
  return user;
}
