import type { components } from '../../../generated/schema.gen.js';
import type { Db } from '../../../db/transaction.js';
import { DomainError } from '../../../errors/DomainError.js';
import { filesOf } from '../../files/index.js';
import { findUserById } from '../../users/index.js';
import { presentVerification } from '../presentVerification.js';
import { verificationById } from '../verificationRepository.js';

/** A submission (never a draft) as an admin sees it, with its owner; 404 when there is none. */
export async function adminVerification(
  db: Db,
  id: string,
): Promise<components['schemas']['AdminVerification']> {
  const row = await verificationById(db, id);
  if (!row || row.status === 'draft') throw new DomainError('notFound', 'error.notFound');
  const owner = await findUserById(db, row.user_id);
  if (!owner) throw new DomainError('notFound', 'error.notFound');
  return {
    ...presentVerification(row, await filesOf(db, row.id), owner),
    user: { id: Number(owner.id), email: owner.email, name: owner.name },
  };
}
