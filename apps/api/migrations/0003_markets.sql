-- Market pairs and the desk's price history. Written for PostgreSQL 15; also runs on PGlite.

-- Reference data: the pairs the desk trades. A pair is never deleted (prices and, later, orders point at
-- it); it is switched off with is_active.
CREATE TABLE markets (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  base_symbol  text NOT NULL CHECK (base_symbol ~ '^[A-Z0-9]{2,10}$'),
  quote_symbol text NOT NULL CHECK (quote_symbol ~ '^[A-Z0-9]{2,10}$'),
  name_fa      text NOT NULL CHECK (char_length(name_fa) BETWEEN 1 AND 100),
  name_en      text NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 100),
  base_icon    text NOT NULL CHECK (char_length(base_icon) BETWEEN 1 AND 500),
  quote_icon   text NOT NULL CHECK (char_length(quote_icon) BETWEEN 1 AND 500),
  -- Decimals a price may have, in the quote currency's unit (Toman prices are whole).
  price_scale  smallint NOT NULL DEFAULT 0 CHECK (price_scale BETWEEN 0 AND 6),
  sort_order   integer NOT NULL DEFAULT 0,
  is_active    boolean NOT NULL DEFAULT true,
  UNIQUE (base_symbol, quote_symbol),
  CHECK (base_symbol <> quote_symbol)
);

-- Every price the desk has set, oldest to newest; the latest one at or before a moment is the price in
-- force then. The desk sells to users at buy_price and buys from them at sell_price, so sell <= buy.
-- numeric(24, 6): the contract's Amount has at most 6 decimals; amounts never pass through floats.
CREATE TABLE market_prices (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id  bigint NOT NULL REFERENCES markets (id),
  buy_price  numeric(24, 6) NOT NULL CHECK (buy_price > 0),
  sell_price numeric(24, 6) NOT NULL CHECK (sell_price > 0),
  -- The admin who set it; NULL for seeded or system prices. No cascade: who set a price stays known.
  set_by     bigint REFERENCES users (id),
  created_at timestamptz NOT NULL,
  CHECK (sell_price <= buy_price)
);

-- "Latest price at or before t" for one market is one index probe.
CREATE INDEX market_prices_market_created_idx ON market_prices (market_id, created_at DESC, id DESC);

-- History is appended, never rewritten: quotes and charts already shown must stay explainable.
CREATE FUNCTION market_prices_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'market_prices is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER market_prices_append_only
  BEFORE UPDATE OR DELETE ON market_prices
  FOR EACH ROW EXECUTE FUNCTION market_prices_append_only();

CREATE TRIGGER market_prices_no_truncate
  BEFORE TRUNCATE ON market_prices
  FOR EACH STATEMENT EXECUTE FUNCTION market_prices_append_only();

INSERT INTO markets (base_symbol, quote_symbol, name_fa, name_en, base_icon, quote_icon, price_scale, sort_order)
VALUES ('USDT', 'IRT', 'تتر', 'Tether', '/icons/usdt.svg', '/icons/irt.svg', 0, 10);
