import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;

/** Owned by modules/auth (migrations/0020_sessions_devices.sql). */
export interface KnownDevicesTable {
  user_id: Fixed<string>;
  /** SHA-256 of the browser's device cookie. */
  device_hash: Fixed<string>;
  first_seen_at: Fixed<Date>;
  last_seen_at: Date;
}

export type LoginOutcome = 'signed_in' | 'wrong_password' | 'wrong_code' | 'locked';

export interface LoginEventsTable {
  id: ColumnType<string, never, never>;
  user_id: Fixed<string>;
  at: Fixed<Date>;
  outcome: Fixed<LoginOutcome>;
  user_agent: Fixed<string | null>;
  ip: Fixed<string | null>;
  new_device: Fixed<boolean>;
}

declare module '../../../db/schema.js' {
  interface Database {
    known_devices: KnownDevicesTable;
    login_events: LoginEventsTable;
  }
}
