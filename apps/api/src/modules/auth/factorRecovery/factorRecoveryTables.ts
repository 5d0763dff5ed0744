import type { ColumnType } from 'kysely';

type Fixed<T> = ColumnType<T, T, never>;

export type FactorRecoveryStatus = 'pending' | 'approved' | 'rejected';

/** Owned by modules/auth (migrations/0029_factor_recovery.sql). */
export interface FactorRecoveryRequestsTable {
  id: ColumnType<string, never, never>;
  user_id: Fixed<string>;
  status: ColumnType<FactorRecoveryStatus, FactorRecoveryStatus | undefined, FactorRecoveryStatus>;
  /** The new live video, a row of `files` with no submission. */
  video_file_id: Fixed<string>;
  /** The person's own words. */
  note: Fixed<string | null>;
  created_at: Fixed<Date>;
  decided_at: ColumnType<Date | null, never, Date>;
  decided_by: ColumnType<string | null, never, string>;
  /** The approval's note or the rejection's reason. */
  decision_note: ColumnType<string | null, never, string>;
}

declare module '../../../db/schema.js' {
  interface Database {
    factor_recovery_requests: FactorRecoveryRequestsTable;
  }
}
