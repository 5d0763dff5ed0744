import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, FilesTable, VerificationsTable } from '../../db/schema.js';
import type { SavedUpload } from './readMultipart.js';

export type VerificationRow = Selectable<VerificationsTable>;
export type FileRow = Selectable<FilesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Submissions and their files. */
export const verificationRepository = {
  latestOf(db: Db, userId: string): Promise<VerificationRow | undefined> {
    return db
      .selectFrom('verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  byId(db: Db, id: string): Promise<VerificationRow | undefined> {
    return db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', id as never)
      .executeTakeFirst();
  },

  filesOf(db: Db, verificationId: string): Promise<FileRow[]> {
    return db
      .selectFrom('files')
      .selectAll()
      .where('verification_id', '=', verificationId)
      .orderBy('id')
      .execute();
  },

  async addFiles(
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
  },

  /** Deletes file rows of a submission whose field matches `fieldPrefix`; returns their storage names. */
  async removeFiles(db: Db, verificationId: string, fieldPrefix = ''): Promise<string[]> {
    const rows = await db
      .deleteFrom('files')
      .where('verification_id', '=', verificationId)
      .where('field', 'like', `${fieldPrefix.replace(/[\\%_]/g, '\\$&')}%`)
      .returning('storage_name')
      .execute();
    return rows.map((row) => row.storage_name);
  },
};
