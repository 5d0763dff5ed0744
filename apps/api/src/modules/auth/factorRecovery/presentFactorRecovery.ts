import type { components } from '../../../generated/schema.gen.js';
import type { Db } from '../../../db/transaction.js';
import { DomainError } from '../../../errors/DomainError.js';
import { findUserById } from '../../users/index.js';
import { presentFile, verifiedIdentityOf } from '../../verification/index.js';
import { recoveryRequestById } from './factorRecoveryRepository.js';

type AdminFactorRecovery = components['schemas']['AdminFactorRecovery'];
type UserRef = components['schemas']['UserRef'];

const userRef = (user: { id: string; email: string; name: string | null }): UserRef => ({
  id: Number(user.id),
  email: user.email,
  name: user.name,
});

/** A request as the operator reviews it: the new video beside what the desk verified of the person. */
export async function presentFactorRecovery(db: Db, id: string): Promise<AdminFactorRecovery> {
  const row = await recoveryRequestById(db, id);
  if (!row) throw new DomainError('notFound', 'error.notFound');
  const [person, video, verified, decider] = await Promise.all([
    findUserById(db, row.user_id),
    db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', row.video_file_id as never)
      .executeTakeFirstOrThrow(),
    verifiedIdentityOf(db, row.user_id),
    row.decided_by ? findUserById(db, row.decided_by) : undefined,
  ]);
  if (!person) throw new DomainError('notFound', 'error.notFound');
  return {
    id: Number(row.id),
    user: userRef(person),
    status: row.status,
    created_at: row.created_at.toISOString(),
    note: row.note,
    live_video: presentFile(video),
    verified_files: verified.files,
    verified_at: verified.verifiedAt?.toISOString() ?? null,
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by: decider ? userRef(decider) : null,
    decision_note: row.decision_note,
  };
}

export { userRef };
