-- Second factors (modules/auth). An authenticator app's secret is kept encrypted with the server's key
-- (AES-256-GCM; never readable from a database copy alone). It protects nothing until its first code is
-- confirmed (`enabled_at`). `last_step` is the 30 s step of the last code accepted: a code is taken once, on
-- every server process, by one conditional UPDATE.
CREATE TABLE totp_factors (
  user_id    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret     text NOT NULL CHECK (char_length(secret) BETWEEN 40 AND 200),
  enabled_at timestamptz,
  last_step  bigint CHECK (last_step >= 0),
  created_at timestamptz NOT NULL
);

-- Ten one-time codes per person, shown once; only a hash is kept. Used ones stay, with when.
CREATE TABLE recovery_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  used_at    timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, code_hash)
);

-- The step between a right password and its second factor: a hash of the cookie's token, for minutes.
CREATE TABLE pending_logins (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pending_logins_expiry ON pending_logins (expires_at);
