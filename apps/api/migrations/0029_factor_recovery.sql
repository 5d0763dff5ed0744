-- A lost second factor replaced at the desk (issue 25, modules/auth/factorRecovery): from the login's second
-- step, after the right password, the person sends a new live video; an operator compares it with their
-- verified one and approves (the factor goes, withdrawals are held) or rejects, audited either way.
CREATE TABLE factor_recovery_requests (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  video_file_id bigint NOT NULL REFERENCES files (id),
  note          text CHECK (char_length(note) <= 500),
  created_at    timestamptz NOT NULL,
  decided_at    timestamptz,
  decided_by    bigint REFERENCES users (id),
  decision_note text CHECK (char_length(decision_note) BETWEEN 1 AND 500),
  -- Decided exactly when it is no longer pending, by someone other than the person it is about.
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'pending') = (decision_note IS NULL)),
  CHECK (decided_by IS DISTINCT FROM user_id)
);
-- One waiting request per person, whichever process two requests reach.
CREATE UNIQUE INDEX factor_recovery_one_pending ON factor_recovery_requests (user_id) WHERE status = 'pending';
CREATE INDEX factor_recovery_by_status ON factor_recovery_requests (status, created_at, id);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
  'verification_approved', 'verification_rejected',
  'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
  'order_rejected', 'order_expired',
  'new_device_sign_in', 'password_changed', 'password_reset',
  'second_factor_added', 'recovery_code_used', 'withdrawal_requested',
  'anti_phishing_phrase_changed', 'destination_saved', 'secure_withdrawals_on',
  'secure_withdrawals_ending', 'second_factor_removed',
  'factor_recovery_requested', 'factor_recovery_approved', 'factor_recovery_rejected'));
