-- The desk's controls of each market and its price guards (issue 26).
-- - Buying and selling can be switched off apart, and a market halted by hand with a note the person reads.
-- - An order's Toman value has a minimum (default 100,000) and may have a maximum; the settings service keeps
--   the maximum at or above the approval limit, so the spec's large orders stay possible.
-- - A placed quote is refused when the desk's price for its side moved more than `quote_guard_percent` since
--   the quote, either way, or the market was halted since; a manual price further than
--   `price_confirm_percent` from the last one needs the operator's explicit confirmation.
ALTER TABLE markets
  ADD COLUMN buy_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN sell_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN halted_at timestamptz,
  ADD COLUMN halt_note varchar(500),
  -- When the last halt ended: a quote made before it answers 409 when placed, as one made during a halt.
  ADD COLUMN resumed_at timestamptz,
  ADD COLUMN min_order_value numeric(38, 0) NOT NULL DEFAULT 100000
    CONSTRAINT markets_min_order_value_range CHECK (min_order_value >= 0 AND min_order_value < 1e15),
  ADD COLUMN max_order_value numeric(38, 0)
    CONSTRAINT markets_max_order_value_range CHECK (max_order_value IS NULL OR (max_order_value > 0 AND max_order_value < 1e15)),
  ADD CONSTRAINT markets_order_value_bounds CHECK (max_order_value IS NULL OR max_order_value >= min_order_value),
  ADD CONSTRAINT markets_halt_shape CHECK (halted_at IS NOT NULL OR halt_note IS NULL);

ALTER TABLE desk_settings
  ADD COLUMN quote_guard_percent numeric(9, 6) NOT NULL DEFAULT 1
    CONSTRAINT desk_settings_quote_guard_range CHECK (quote_guard_percent > 0 AND quote_guard_percent <= 50),
  ADD COLUMN price_confirm_percent numeric(9, 6) NOT NULL DEFAULT 5
    CONSTRAINT desk_settings_price_confirm_range CHECK (price_confirm_percent > 0 AND price_confirm_percent <= 100);
