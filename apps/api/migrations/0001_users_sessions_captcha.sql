-- Users, server-side sessions and spent captcha solutions. Written for PostgreSQL 15; also runs on PGlite.

CREATE TABLE users (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email               text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  -- NULL from sign-up until the user sets a password.
  password_hash       text,
  role                text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  locale              text NOT NULL DEFAULT 'fa' CHECK (locale IN ('fa', 'en')),
  name                text CHECK (char_length(name) <= 200),
  verification_status text NOT NULL DEFAULT 'not_verified'
                      CHECK (verification_status IN ('not_verified', 'in_progress', 'verified')),
  verification_reason text CHECK (char_length(verification_reason) <= 1000),
  user_type           text CHECK (user_type IN ('individual', 'legal')),
  referral_code       text NOT NULL UNIQUE CHECK (referral_code ~ '^[A-Z0-9]{6,16}$'),
  referred_by         bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- Emails are unique regardless of case (what citext would give, without the extension).
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE sessions (
  id_hash      text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  CHECK (last_seen_at >= created_at AND expires_at > created_at)
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- A solved challenge is kept until it expires so the same solution cannot log in twice.
CREATE TABLE captcha_solutions (
  signature  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX captcha_solutions_expires_at_idx ON captcha_solutions (expires_at);
