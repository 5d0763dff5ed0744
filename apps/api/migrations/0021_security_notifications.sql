-- What the owner is told about their account's security (issue 25), in the app and by mail like every
-- notification: a sign-in from a new browser, a password changed or reset, a second factor added, a recovery
-- code used, a withdrawal requested.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
  'verification_approved', 'verification_rejected',
  'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
  'order_rejected', 'order_expired',
  'new_device_sign_in', 'password_changed', 'password_reset',
  'second_factor_added', 'recovery_code_used', 'withdrawal_requested'));
