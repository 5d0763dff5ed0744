import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;

/** Owned by modules/users (migrations/0022_withdrawal_freeze.sql). */
export interface FreezeLinksTable {
  token_hash: Fixed<string>;
  user_id: Fixed<string>;
  created_at: Fixed<Date>;
  expires_at: Fixed<Date>;
  used_at: ColumnType<Date | null, never, Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    freeze_links: FreezeLinksTable;
  }
}
