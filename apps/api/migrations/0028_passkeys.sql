-- Passkeys (WebAuthn, modules/auth): a second factor besides the authenticator app. Only the public key is
-- kept; the private key never leaves the person's device. `sign_count` is the authenticator's counter (a
-- counter that goes back means a cloned key, refused by the verification).
CREATE TABLE passkeys (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND char_length(credential_id) BETWEEN 16 AND 1364),
  public_key    text NOT NULL CHECK (char_length(public_key) BETWEEN 16 AND 2048),
  sign_count    bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports    text NOT NULL DEFAULT '',
  name          text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 64),
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- One challenge per ceremony, kept in the database so that any server process can finish what another
-- began; each is taken once (DELETE ... RETURNING) and lives for minutes.
CREATE TABLE passkey_challenges (
  challenge  text PRIMARY KEY CHECK (challenge ~ '^[A-Za-z0-9_-]{32,128}$'),
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('register', 'login', 'confirm')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
