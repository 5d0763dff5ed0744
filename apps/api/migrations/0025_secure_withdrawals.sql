-- Secure-withdrawal mode (issue 25): withdrawals only to saved destinations that have waited their time.
-- In force from secure_withdrawals_since until secure_withdrawals_end_at (NULL: no end asked for). Turning it
-- off sets the end a wait ahead, so a stolen session cannot switch it off and pay out at once.
ALTER TABLE users ADD COLUMN secure_withdrawals_since timestamptz;
ALTER TABLE users ADD COLUMN secure_withdrawals_end_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_secure_withdrawals_end_after_start CHECK (
  secure_withdrawals_end_at IS NULL
  OR (secure_withdrawals_since IS NOT NULL AND secure_withdrawals_end_at >= secure_withdrawals_since));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
  'verification_approved', 'verification_rejected',
  'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
  'order_rejected', 'order_expired',
  'new_device_sign_in', 'password_changed', 'password_reset',
  'second_factor_added', 'recovery_code_used', 'withdrawal_requested',
  'anti_phishing_phrase_changed', 'destination_saved', 'secure_withdrawals_on',
  'secure_withdrawals_ending'));
