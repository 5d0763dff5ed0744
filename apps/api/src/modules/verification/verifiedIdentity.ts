import type { components } from '../../generated/schema.gen.js';
import type { Db } from '../../db/transaction.js';
import { filesOf } from '../files/index.js';
import { presentFile } from './presentVerification.js';

type UploadedFile = components['schemas']['UploadedFile'];

/**
 * What the desk verified of a person, to compare a new video with (a lost second factor's recovery): the
 * files of their latest approved submission and when it was approved; no files when none was approved.
 */
export async function verifiedIdentityOf(
  db: Db,
  userId: string,
): Promise<{ files: UploadedFile[]; verifiedAt: Date | null }> {
  const verified = await db
    .selectFrom('verifications')
    .select(['id', 'reviewed_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!verified) return { files: [], verifiedAt: null };
  return { files: (await filesOf(db, verified.id)).map(presentFile), verifiedAt: verified.reviewed_at };
}
