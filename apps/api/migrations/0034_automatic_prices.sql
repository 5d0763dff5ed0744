-- Automatic prices from the reference feed (issue 26).
-- - Per market the operator picks `manual` (a person types the price, as before) or `automatic`: each turn of
--   the feed prices the market from the reference, the desk's buy price = the reference ask plus a spread
--   and its sell price = the reference bid minus a spread (basis points, per side), rounded outwards to the
--   pair's scale so they never cross.
-- - The reference in force is kept on the market (bid, ask, sources and the oldest part's source time): an
--   automatic market quotes only while that time is within the settings' `feed_max_age_seconds` and the
--   sources agree within `feed_divergence_percent`; otherwise it is paused, whatever process asks.
-- - Every automatic price is a row of market_prices like a person's, with the reference it was made from,
--   so each price the desk quoted traces to what the market showed.
-- - Operators are told once when an automatic market pauses and once when it runs again (feed_alerted_at).
ALTER TABLE markets
  ADD COLUMN pricing_mode varchar(9) NOT NULL DEFAULT 'manual'
    CONSTRAINT markets_pricing_mode CHECK (pricing_mode IN ('manual', 'automatic')),
  ADD COLUMN buy_spread_bps integer NOT NULL DEFAULT 50
    CONSTRAINT markets_buy_spread_range CHECK (buy_spread_bps BETWEEN 0 AND 2000),
  ADD COLUMN sell_spread_bps integer NOT NULL DEFAULT 50
    CONSTRAINT markets_sell_spread_range CHECK (sell_spread_bps BETWEEN 0 AND 2000),
  ADD COLUMN reference_bid numeric(24, 6),
  ADD COLUMN reference_ask numeric(24, 6),
  ADD COLUMN reference_sources varchar(100),
  -- The oldest of the combined readings' source times: the reference is as old as its oldest part.
  ADD COLUMN reference_at timestamptz,
  -- Set while the newest readings disagree by more than the settings allow (how far apart, in percent).
  ADD COLUMN feed_diverged_percent numeric(9, 2),
  -- When operators were told this market's automatic price paused; null while it runs.
  ADD COLUMN feed_alerted_at timestamptz,
  ADD CONSTRAINT markets_reference_shape CHECK (
    (reference_bid IS NULL) = (reference_ask IS NULL)
    AND (reference_bid IS NULL) = (reference_at IS NULL)
    AND (reference_bid IS NULL) = (reference_sources IS NULL)
    AND (reference_bid IS NULL OR (reference_bid > 0 AND reference_bid <= reference_ask)));

ALTER TABLE market_prices
  ADD COLUMN reference_bid numeric(24, 6),
  ADD COLUMN reference_ask numeric(24, 6),
  -- A price made from the feed has its reference and no person; a person's has no reference.
  ADD CONSTRAINT market_prices_reference_shape CHECK (
    (reference_bid IS NULL) = (reference_ask IS NULL)
    AND (reference_bid IS NULL OR (set_by IS NULL AND reference_bid > 0 AND reference_bid <= reference_ask)));

ALTER TABLE desk_settings
  ADD COLUMN feed_max_age_seconds integer NOT NULL DEFAULT 60
    CONSTRAINT desk_settings_feed_max_age_range CHECK (feed_max_age_seconds BETWEEN 5 AND 3600),
  ADD COLUMN feed_divergence_percent numeric(9, 6) NOT NULL DEFAULT 10
    CONSTRAINT desk_settings_feed_divergence_range CHECK (feed_divergence_percent > 0 AND feed_divergence_percent <= 50);

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
  'factor_recovery_requested', 'factor_recovery_approved', 'factor_recovery_rejected',
  'desk_prices_paused', 'desk_prices_resumed'));
