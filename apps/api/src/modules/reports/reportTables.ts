import type { ColumnType, Generated } from 'kysely';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type ReportStatus = 'pending' | 'ready' | 'failed' | 'deleted';

/** Owned by modules/reports (migrations/0017_reports.sql). `date` columns arrive as 'YYYY-MM-DD' strings. */
export interface ReportsTable {
  id: Generated<string>;
  user_id: ColumnType<string, string, never>;
  from_date: ColumnType<string, string, never>;
  to_date: ColumnType<string, string, never>;
  locale: ColumnType<'fa' | 'en', 'fa' | 'en', never>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  file_name: ColumnType<string, string, never>;
  storage_name: Optional<string>;
  size: Optional<string>;
  started_at: Optional<Date>;
  attempts: ColumnType<number, number | undefined, number>;
  rows_total: Optional<number>;
  rows_done: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date, never>;
  ready_at: Optional<Date>;
  ended_at: Optional<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    reports: ReportsTable;
  }
}
