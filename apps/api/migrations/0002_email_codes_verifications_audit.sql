-- Emailed one-time codes, identity verification submissions with their files, and the audit log.
-- Written for PostgreSQL 15; also runs on PGlite.

-- One live code per email and purpose: a new code replaces the old one. The row outlives its code
-- (code_hash NULL once used or invalidated) so the resend cooldown still holds.
CREATE TABLE email_codes (
  email      text NOT NULL CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  purpose    text NOT NULL CHECK (purpose IN ('sign_up', 'reset_password')),
  -- HMAC-SHA256 (hex) of purpose, email and code under the server secret.
  code_hash  text CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  attempts   integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at    timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Referral code given at sign-up (POST /auth/register), used when verify-otp sends none.
  ref_code   text CHECK (char_length(ref_code) <= 32),
  PRIMARY KEY (email, purpose),
  CHECK (expires_at > sent_at)
);

-- A submission: individual (sent at once) or legal (a draft through steps 1-3). A rejected submission
-- stays as history; the person's next submission is a new row.
CREATE TABLE verifications (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_type    text NOT NULL CHECK (user_type IN ('individual', 'legal')),
  status       text NOT NULL CHECK (status IN ('draft', 'in_progress', 'verified', 'rejected')),
  reason       text CHECK (char_length(reason) <= 1000),
  legal_step   integer NOT NULL DEFAULT 0 CHECK (legal_step BETWEEN 0 AND 3),
  -- Individual fields, or company fields with signature_holders (file ids refer to files.id).
  details      jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_at timestamptz,
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  CHECK ((status = 'draft') = (submitted_at IS NULL)),
  CHECK ((status IN ('verified', 'rejected')) = (reviewed_at IS NOT NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);

CREATE INDEX verifications_user_id_idx ON verifications (user_id, id DESC);
CREATE INDEX verifications_status_idx ON verifications (status, submitted_at);
-- At most one open (draft or under review) submission per person.
CREATE UNIQUE INDEX verifications_one_open_per_user ON verifications (user_id)
  WHERE status IN ('draft', 'in_progress');

-- Uploaded files live on disk under server-made names (storage_name); this row is the only way to them.
CREATE TABLE files (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verification_id bigint REFERENCES verifications (id) ON DELETE CASCADE,
  field           text NOT NULL CHECK (char_length(field) <= 100),
  original_name   text NOT NULL CHECK (char_length(original_name) <= 255),
  content_type    text NOT NULL CHECK (char_length(content_type) <= 100),
  size            bigint NOT NULL CHECK (size >= 0),
  storage_name    text NOT NULL UNIQUE CHECK (storage_name ~ '^[0-9a-f-]{36}$'),
  created_at      timestamptz NOT NULL
);

CREATE INDEX files_user_id_idx ON files (user_id);
CREATE INDEX files_verification_id_idx ON files (verification_id);

CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id     bigint REFERENCES users (id) ON DELETE SET NULL,
  action       text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 64),
  subject_type text CHECK (char_length(subject_type) <= 64),
  subject_id   text CHECK (char_length(subject_id) <= 64),
  details      jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip           text CHECK (char_length(ip) <= 64),
  created_at   timestamptz NOT NULL
);

CREATE INDEX audit_log_created_idx ON audit_log (id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
