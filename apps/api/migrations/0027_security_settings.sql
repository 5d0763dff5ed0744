-- The times of an account's guards (issue 25) become the desk's settings, changed by an operator (audited
-- with the other settings): the hold on withdrawals after a risky change, the wait of a destination saved in
-- secure-withdrawal mode (and of turning the mode off), and how long a security mail's freeze link works.
-- The defaults are the ones the server had in its configuration.
ALTER TABLE desk_settings
  ADD COLUMN withdrawal_hold_hours integer NOT NULL DEFAULT 24
    CONSTRAINT desk_settings_withdrawal_hold_range CHECK (withdrawal_hold_hours BETWEEN 1 AND 720),
  ADD COLUMN secure_withdrawal_wait_hours integer NOT NULL DEFAULT 24
    CONSTRAINT desk_settings_secure_wait_range CHECK (secure_withdrawal_wait_hours BETWEEN 1 AND 720),
  ADD COLUMN freeze_link_hours integer NOT NULL DEFAULT 24
    CONSTRAINT desk_settings_freeze_link_range CHECK (freeze_link_hours BETWEEN 1 AND 168);
