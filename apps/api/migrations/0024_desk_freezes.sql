-- An operator's own stops (issue 25): a person's withdrawals, or separately their trading, stopped with a note
-- the person is shown with every refusal. The owner's stop from a security mail (0022) has no note.
ALTER TABLE users ADD COLUMN withdrawals_frozen_note text CHECK (char_length(withdrawals_frozen_note) <= 500);
ALTER TABLE users ADD COLUMN trading_frozen_at timestamptz;
ALTER TABLE users ADD COLUMN trading_frozen_note text CHECK (char_length(trading_frozen_note) <= 500);
ALTER TABLE users ADD CONSTRAINT users_desk_note_needs_withdrawal_freeze
  CHECK (withdrawals_frozen_note IS NULL OR withdrawals_frozen_at IS NOT NULL);
ALTER TABLE users ADD CONSTRAINT users_trading_freeze_has_note
  CHECK ((trading_frozen_at IS NULL) = (trading_frozen_note IS NULL));
