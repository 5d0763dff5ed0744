-- Where a person is signed in and how they got there (issue 25): each session's browser and address for the
-- sessions list, the browsers known to each account (a long-lived device cookie, kept here as a hash), and
-- the sign-in attempts of the last 30 days. Owned by modules/auth.

ALTER TABLE sessions
  ADD COLUMN id          bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN user_agent  text CHECK (char_length(user_agent) <= 512),
  ADD COLUMN ip          text CHECK (char_length(ip) <= 64);

CREATE TABLE known_devices (
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash   text NOT NULL CHECK (device_hash ~ '^[0-9a-f]{64}$'),
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL CHECK (last_seen_at >= first_seen_at),
  PRIMARY KEY (user_id, device_hash)
);

CREATE TABLE login_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL,
  outcome    text NOT NULL CHECK (outcome IN ('signed_in', 'wrong_password', 'wrong_code', 'locked')),
  user_agent text CHECK (char_length(user_agent) <= 512),
  ip         text CHECK (char_length(ip) <= 64),
  new_device boolean NOT NULL
);

CREATE INDEX login_events_user_at ON login_events (user_id, at DESC);
