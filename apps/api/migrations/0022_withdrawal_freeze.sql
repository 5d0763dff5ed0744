-- "This was not me" (issue 25): each security mail carries a link of its own that stops every withdrawal of
-- the account at once, without signing in. Owned by modules/users (the account's own state).
ALTER TABLE users ADD COLUMN withdrawals_frozen_at timestamptz;

CREATE TABLE freeze_links (
  -- SHA-256 of the token in the mail's link: a database leak does not hand out usable links.
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  used_at    timestamptz
);

CREATE INDEX freeze_links_user_id ON freeze_links (user_id);
