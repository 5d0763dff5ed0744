import type { Selectable } from 'kysely';
import type { FilesTable } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';
import type { SavedUpload } from './readMultipart.js';

export type FileRow = Selectable<FilesTable>;

/** The stored files of a submission, in upload order. */
export function filesOf(db: Db, verificationId: string): Promise<FileRow[]> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('verification_id', '=', verificationId)
    .orderBy('id')
    .execute();
}

/** Records uploads already written to disk as files of `verificationId`; returns their ids by field. */
export async function addFiles(
  db: Db,
  userId: string,
  verificationId: string,
  uploads: SavedUpload[],
  at: Date,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const upload of uploads) {
    const row = await db
      .insertInto('files')
      .values({
        user_id: userId,
        verification_id: verificationId,
        field: upload.field,
        original_name: upload.originalName,
        content_type: upload.contentType,
        size: upload.size,
        storage_name: upload.storageName,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[upload.field] = row.id;
  }
  return ids;
}

/** Records one upload already written to disk that belongs to no submission (a deposit's receipt). */
export async function addFile(db: Db, userId: string, upload: SavedUpload, at: Date): Promise<string> {
  const row = await db
    .insertInto('files')
    .values({
      user_id: userId,
      verification_id: null,
      field: upload.field,
      original_name: upload.originalName,
      content_type: upload.contentType,
      size: upload.size,
      storage_name: upload.storageName,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes file rows of a submission whose field starts with `fieldPrefix`; returns their storage names, for
 * `discardUploads` once the transaction has committed.
 */
export async function removeFiles(db: Db, verificationId: string, fieldPrefix = ''): Promise<string[]> {
  const rows = await db
    .deleteFrom('files')
    .where('verification_id', '=', verificationId)
    .where('field', 'like', `${fieldPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    .returning('storage_name')
    .execute();
  return rows.map((row) => row.storage_name);
}
