-- Turning the authenticator app off (issue 25): a removal, and an app set up again after one, hold
-- withdrawals like a password reset; the owner is told of a removal.
ALTER TABLE users DROP CONSTRAINT users_withdrawals_held_reason_check;
ALTER TABLE users ADD CONSTRAINT users_withdrawals_held_reason_check CHECK (withdrawals_held_reason IN (
  'password_changed', 'password_reset', 'recovery_code_used', 'second_factor_removed', 'second_factor_added'));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
  'verification_approved', 'verification_rejected',
  'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
  'order_rejected', 'order_expired',
  'new_device_sign_in', 'password_changed', 'password_reset',
  'second_factor_added', 'recovery_code_used', 'withdrawal_requested',
  'anti_phishing_phrase_changed', 'destination_saved', 'secure_withdrawals_on',
  'secure_withdrawals_ending', 'second_factor_removed'));
