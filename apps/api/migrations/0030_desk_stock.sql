-- The desk's stock (issue 26): what it holds of each currency to trade from is its `inventory` house account,
-- and it can never sell what it does not hold. Until now a house account kept no balance row (0007), so a
-- fill took Tether from the inventory whether it was there or not, and books made before this migration
-- may hold a negative inventory.

-- A movement between two house accounts (the opening entry below, an operator's treasury move, the demo
-- stock): a transfer and its two entries, no person involved. House entries carry no running balance.
CREATE FUNCTION ledger_house_transfer(
  p_currency text, p_from text, p_to text, p_amount numeric, p_kind text, p_reference text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  source_id   bigint;
  target_id   bigint;
  transfer_id bigint;
BEGIN
  SELECT a.id INTO source_id FROM ledger_accounts a
   WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = p_from;
  SELECT a.id INTO target_id FROM ledger_accounts a
   WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = p_to;
  IF source_id IS NULL OR target_id IS NULL THEN
    RAISE EXCEPTION 'ledger_house_transfer: there is no % house account % or %', p_currency, p_from, p_to
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference)
  VALUES (p_currency, source_id, target_id, p_amount, p_kind, p_reference)
  RETURNING id INTO transfer_id;
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount)
  VALUES (transfer_id, source_id, p_currency, -p_amount), (transfer_id, target_id, p_currency, p_amount);
  RETURN transfer_id;
END
$$;

-- Opening entry: a negative inventory is stock the desk paid out of the bank (Toman) or the hot wallet
-- (Tether) without booking it as stock. Booking that now brings the inventory to zero, so the rule below
-- holds from the start and every figure stays traceable.
DO $$
DECLARE
  short record;
BEGIN
  FOR short IN
    SELECT a.currency, -sum(e.amount) AS missing
      FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NULL AND a.kind = 'inventory'
     GROUP BY a.currency
    HAVING sum(e.amount) < 0
     ORDER BY a.currency
  LOOP
    PERFORM ledger_house_transfer(short.currency, CASE short.currency WHEN 'IRT' THEN 'bank' ELSE 'hot_wallet' END,
                                  'inventory', short.missing, 'opening_stock', 'migration:0030_desk_stock');
  END LOOP;
END
$$;

-- One row per currency: the inventory's balance (the sum of its entries, kept as they are written), what
-- large orders the desk approved have reserved of it, and the floor below which the desk does not sell.
-- What the desk can pay out now is balance - reserved - floor, and that never goes below zero.
CREATE TABLE desk_stock (
  currency   text PRIMARY KEY CHECK (currency IN ('IRT', 'USDT')),
  account_id bigint NOT NULL UNIQUE REFERENCES ledger_accounts (id),
  balance    numeric NOT NULL,
  reserved   numeric NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  floor      numeric NOT NULL DEFAULT 0 CHECK (floor >= 0 AND floor < 1e18),
  CONSTRAINT desk_stock_within_floor CHECK (balance - reserved >= floor)
);

INSERT INTO desk_stock (currency, account_id, balance)
SELECT a.currency, a.id, coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
  FROM ledger_accounts a
 WHERE a.user_id IS NULL AND a.kind = 'inventory';

-- The stock follows every entry of the inventory, at COMMIT (a deferred constraint trigger): the one row
-- every fill changes is locked last, after the people's accounts, and held only while the transaction
-- commits. A payout the stock cannot cover stops here with the most the desk could pay (DETAIL, JSON), and
-- the whole transaction is undone. The table's CHECK stays the last word. Person entries (with a running
-- balance) never reach the function.
CREATE FUNCTION desk_stock_follow_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock desk_stock;
BEGIN
  SELECT * INTO stock FROM desk_stock s WHERE s.account_id = NEW.account_id FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF NEW.amount < 0 AND stock.balance + NEW.amount - stock.reserved < stock.floor THEN
    RAISE EXCEPTION 'the desk''s % stock cannot pay out %', stock.currency, -NEW.amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'desk_stock_within_floor',
            DETAIL = json_build_object(
              'currency', stock.currency,
              'available', trim_scale(greatest(stock.balance - stock.reserved - stock.floor, 0))::text)::text;
  END IF;
  UPDATE desk_stock s SET balance = s.balance + NEW.amount WHERE s.currency = stock.currency;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_desk_stock
  AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.balance_after IS NULL) EXECUTE FUNCTION desk_stock_follow_entry();

-- A large order the desk approved keeps what the desk will pay out for it until the person decides: the
-- person's approval can never fail for want of stock. Released when the order fills or is cancelled.
CREATE TABLE desk_stock_reservations (
  order_id    bigint PRIMARY KEY REFERENCES orders (id),
  currency    text NOT NULL REFERENCES desk_stock (currency),
  amount      numeric NOT NULL CHECK (amount > 0 AND amount < 1e18),
  reserved_at timestamptz NOT NULL,
  released_at timestamptz,
  CONSTRAINT desk_stock_reservations_released_after CHECK (released_at IS NULL OR released_at >= reserved_at)
);

CREATE INDEX desk_stock_reservations_open ON desk_stock_reservations (currency) WHERE released_at IS NULL;

-- Reserves `amount` of the stock for an order, refused like a payout when the stock cannot cover it.
CREATE FUNCTION desk_stock_reserve(p_order_id bigint, p_currency text, p_amount numeric, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stock desk_stock;
BEGIN
  SELECT * INTO stock FROM desk_stock s WHERE s.currency = p_currency FOR UPDATE;
  IF stock.balance - stock.reserved - p_amount < stock.floor THEN
    RAISE EXCEPTION 'the desk''s % stock cannot reserve %', p_currency, p_amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'desk_stock_within_floor',
            DETAIL = json_build_object(
              'currency', p_currency,
              'available', trim_scale(greatest(stock.balance - stock.reserved - stock.floor, 0))::text)::text;
  END IF;
  INSERT INTO desk_stock_reservations (order_id, currency, amount, reserved_at)
  VALUES (p_order_id, p_currency, p_amount, p_at);
  UPDATE desk_stock s SET reserved = s.reserved + p_amount WHERE s.currency = p_currency;
END
$$;

-- Gives an order's reservation back, once; nothing when it has none (an order the desk did not approve).
CREATE FUNCTION desk_stock_release(p_order_id bigint, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  released desk_stock_reservations;
BEGIN
  UPDATE desk_stock_reservations r SET released_at = p_at
   WHERE r.order_id = p_order_id AND r.released_at IS NULL
  RETURNING * INTO released;
  IF FOUND THEN
    UPDATE desk_stock s SET reserved = s.reserved - released.amount WHERE s.currency = released.currency;
  END IF;
END
$$;

-- The stock's own invariants, from the data (checkLedger runs it beside ledger_check()): the balance is the
-- inventory's entries, the reserved amount the open reservations, and what is left covers the floor.
CREATE FUNCTION desk_stock_check(max_rows integer DEFAULT 50) RETURNS TABLE (invariant text, detail text)
LANGUAGE sql STABLE AS $$
  SELECT 'desk_stock_matches_entries'::text,
         format('%s stock: balance %s, inventory entries sum %s', s.currency, s.balance, coalesce(e.total, 0))
    FROM desk_stock s
    LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
      ON e.account_id = s.account_id
   WHERE s.balance IS DISTINCT FROM coalesce(e.total, 0)
  UNION ALL
  SELECT 'desk_stock_reserved_matches_reservations'::text,
         format('%s stock: reserved %s, open reservations %s', s.currency, s.reserved, coalesce(r.total, 0))
    FROM desk_stock s
    LEFT JOIN (SELECT currency, sum(amount) AS total FROM desk_stock_reservations
                WHERE released_at IS NULL GROUP BY currency) r ON r.currency = s.currency
   WHERE s.reserved IS DISTINCT FROM coalesce(r.total, 0)
  UNION ALL
  SELECT 'desk_stock_within_floor'::text,
         format('%s stock: balance %s, reserved %s, floor %s', s.currency, s.balance, s.reserved, s.floor)
    FROM desk_stock s
   WHERE s.balance - s.reserved < s.floor
  LIMIT max_rows
$$;

-- Reservations are history: released once, never deleted.
CREATE FUNCTION desk_stock_reservations_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.released_at IS NULL AND NEW.released_at IS NOT NULL
     AND (NEW.order_id, NEW.currency, NEW.amount, NEW.reserved_at)
         = (OLD.order_id, OLD.currency, OLD.amount, OLD.reserved_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'desk_stock_reservations: a reservation is only ever released, once'
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;

CREATE TRIGGER desk_stock_reservations_released_once
  BEFORE UPDATE OR DELETE ON desk_stock_reservations
  FOR EACH ROW EXECUTE FUNCTION desk_stock_reservations_guard();
