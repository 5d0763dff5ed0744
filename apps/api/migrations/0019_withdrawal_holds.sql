-- A hold on a person's withdrawals after a risky change to their account's security (a password changed or
-- reset, a recovery code used; later a second factor replaced or removed): until then no withdrawal is
-- accepted, whatever the second factor says. Trading stays open. The reason says which change.
ALTER TABLE users
  ADD COLUMN withdrawals_held_until timestamptz,
  ADD COLUMN withdrawals_held_reason text
    CHECK (withdrawals_held_reason IN ('password_changed', 'password_reset', 'recovery_code_used')),
  ADD CONSTRAINT users_withdrawal_hold_whole
    CHECK ((withdrawals_held_until IS NULL) = (withdrawals_held_reason IS NULL));
