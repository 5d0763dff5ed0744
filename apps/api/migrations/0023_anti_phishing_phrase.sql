-- The anti-phishing phrase (issue 25): every mail to the account opens with a phrase its owner chose, so a
-- mail without it is not from Sarraf. Kept readable (every mail needs it); the rule of what it may hold is
-- also the application's (auth/antiPhishing/phraseRule.ts), this check is its last line.
ALTER TABLE users ADD COLUMN anti_phishing_phrase text
  CHECK (anti_phishing_phrase IS NULL OR char_length(anti_phishing_phrase) BETWEEN 4 AND 20);
ALTER TABLE users ADD COLUMN anti_phishing_phrase_set_at timestamptz;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
  'verification_approved', 'verification_rejected',
  'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
  'order_rejected', 'order_expired',
  'new_device_sign_in', 'password_changed', 'password_reset',
  'second_factor_added', 'recovery_code_used', 'withdrawal_requested',
  'anti_phishing_phrase_changed'));
