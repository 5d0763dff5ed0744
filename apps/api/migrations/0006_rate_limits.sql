-- Request counters of the rate limits (http/rateLimitStore), shared by every server instance: one fixed
-- window per key ("login-ip:203.0.113.7"). A hit after window_ends_at starts a new window in the same row.
-- UNLOGGED: a counter is disposable (PostgreSQL empties the table after a crash, which only restarts the
-- windows), and skipping the write-ahead log keeps a hit cheap.
CREATE UNLOGGED TABLE rate_limits (
  key            text PRIMARY KEY,
  hits           integer NOT NULL CHECK (hits > 0),
  window_ends_at timestamptz NOT NULL
);

-- Lets the sweep find expired rows without reading the table; only changes when a window restarts, so the
-- per-hit update of `hits` stays a HOT update.
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);
