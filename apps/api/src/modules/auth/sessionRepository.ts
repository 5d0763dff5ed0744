import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface SessionRow {
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** Storage of server-side sessions; ids are only ever seen here as their SHA-256. */
export function sessionRepository(db: Kysely<Database>) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    async find(idHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    },
    async touch(idHash: string, at: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    /** Ends every session of a user, except `keepHash` when given. */
    async deleteForUser(userId: string, keepHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepHash) query = query.where('id_hash', '!=', keepHash);
      await query.execute();
    },
    async deleteExpired(before: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
