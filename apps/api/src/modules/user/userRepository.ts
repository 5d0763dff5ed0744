import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, Locale, UsersTable } from '../../db/schema.js';

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
    findByReferralCode(code: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('referral_code', '=', code.trim().toUpperCase())
        .executeTakeFirst();
    },
    async setPasswordHash(id: string, passwordHash: string, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', id as never)
        .execute();
    },
    async setLocale(id: string, locale: Locale, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ locale, updated_at: at })
        .where('id', '=', id as never)
        .execute();
    },
    /** Inserts unless the email exists (any case); returns whether a row was added. */
    async insertIfAbsent(user: Insertable<UsersTable>): Promise<boolean> {
      const result = await sql<{ id: string }>`
        INSERT INTO users (email, password_hash, role, locale, referral_code, referred_by)
        VALUES (${user.email}, ${user.password_hash ?? null}, ${user.role ?? 'user'}, ${user.locale ?? 'fa'},
                ${user.referral_code}, ${user.referred_by ?? null})
        ON CONFLICT ((lower(email))) DO NOTHING
        RETURNING id`.execute(db);
      return result.rows.length > 0;
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
