import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

/** Users storage. Emails are matched case-insensitively, like the unique index on lower(email). */
export function userRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },
    findById(id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id as never)
        .executeTakeFirst();
    },
    /** Inserts unless the email exists (any case); returns whether a row was added. */
    async insertIfAbsent(user: Insertable<UsersTable>): Promise<boolean> {
      const result = await sql<{ id: string }>`
        INSERT INTO users (email, password_hash, role, locale, referral_code)
        VALUES (${user.email}, ${user.password_hash ?? null}, ${user.role ?? 'user'}, ${user.locale ?? 'fa'},
                ${user.referral_code})
        ON CONFLICT ((lower(email))) DO NOTHING
        RETURNING id`.execute(db);
      return result.rows.length > 0;
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
