-- Excel reports (module reports, issue 13): a person asks for a date range, a background job writes the
-- workbook to a file outside any web root, and the retention sweep deletes the file and marks the row
-- `deleted` (a deleted report leaves the person's list and answers 404). Written for PostgreSQL 15; also runs
-- on PGlite.
CREATE TABLE reports (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  -- Tehran calendar days, both included.
  from_date     date NOT NULL,
  to_date       date NOT NULL,
  -- The language the workbook is written in: the one the person asked in.
  locale        text NOT NULL CHECK (locale IN ('fa', 'en')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed', 'deleted')),
  -- The name the download carries, and the random name of the file under the upload dir's reports/.
  file_name     text NOT NULL,
  storage_name  text UNIQUE,
  size          bigint CHECK (size >= 0),
  -- A generation that started and never finished (the process died) is taken up again after a while.
  started_at    timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  -- Progress of the running generation, for the list: rows to write (counted when it starts) and written.
  rows_total    integer CHECK (rows_total >= 0),
  rows_done     integer NOT NULL DEFAULT 0 CHECK (rows_done >= 0),
  created_at    timestamptz NOT NULL,
  ready_at      timestamptz,
  ended_at      timestamptz,
  -- At most one year: 366 days with both ends counted holds any calendar year, Jalali or Gregorian.
  CONSTRAINT reports_range CHECK (from_date <= to_date AND to_date - from_date <= 365),
  CONSTRAINT reports_ready_has_file
    CHECK (status <> 'ready' OR (storage_name IS NOT NULL AND size IS NOT NULL AND ready_at IS NOT NULL))
);

CREATE INDEX reports_user_idx ON reports (user_id, id DESC) WHERE status <> 'deleted';
CREATE INDEX reports_pending_idx ON reports (id) WHERE status = 'pending';
CREATE INDEX reports_ended_idx ON reports (ended_at) WHERE status IN ('ready', 'failed');

-- The report reads a person's rows of one period in keyset pages on (created_at, id): without these, every
-- page would scan and sort all of the person's rows. Read-only use of the wallet's and trade's tables.
CREATE INDEX wallet_transactions_user_created_idx ON wallet_transactions (user_id, created_at, id);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at, id);
