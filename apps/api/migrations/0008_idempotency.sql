-- Idempotency keys of money-moving requests (db/idempotency.ts). Written for PostgreSQL 15; also runs on
-- PGlite. The key is made, the work done and its answer stored in one transaction, so a key is either
-- absent or holds the answer of the one request that used it; a retry gets that answer again.
CREATE TABLE idempotency_keys (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  -- What the key was first used for: the same key on another operation or body is refused.
  operation    text NOT NULL CHECK (char_length(operation) BETWEEN 1 AND 100),
  request_hash text NOT NULL CHECK (char_length(request_hash) BETWEEN 1 AND 128),
  -- NULL only inside the transaction that made the key (the work runs between insert and answer).
  status       integer CHECK (status BETWEEN 100 AND 599),
  body         jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key),
  CHECK ((status IS NULL) = (body IS NULL))
);
