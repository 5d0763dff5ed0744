-- The reference prices the desk reads from other exchanges' public order books (modules/priceFeed): every
-- reading kept, as market_prices keeps every price the desk set, so a price the desk made can always be
-- traced to what the market showed then. Written for PostgreSQL 15; also runs on PGlite.

CREATE TABLE price_readings (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The desk's market the reading is a reference for (USDT/IRT: Nobitex's USDTIRT, Wallex's USDTTMN).
  market_id   bigint NOT NULL REFERENCES markets (id),
  -- The adapter that read it ('nobitex', 'wallex').
  source      text NOT NULL CHECK (source ~ '^[a-z][a-z0-9_]{0,31}$'),
  -- In Toman (the quote currency), numeric(24, 6) like the desk's own prices: never through a float.
  best_bid    numeric(24, 6) NOT NULL CHECK (best_bid > 0),
  best_ask    numeric(24, 6) NOT NULL CHECK (best_ask > 0),
  -- When the source says its book was so; fetched_at is our clock when the answer arrived.
  source_time timestamptz NOT NULL,
  fetched_at  timestamptz NOT NULL,
  -- A crossed book is a broken answer, never a reference.
  CHECK (best_bid <= best_ask)
);

-- The newest reading of a source, and the thinning's walk through one source's minutes: one index probe.
CREATE INDEX price_readings_by_source ON price_readings (market_id, source, fetched_at DESC, id DESC);
-- The newest reading of a market, whichever source.
CREATE INDEX price_readings_by_market ON price_readings (market_id, fetched_at DESC, id DESC);

-- Readings are appended, never rewritten. The one exception is the thinning below: a day after it was read,
-- a source's minute keeps its first reading only. The trigger lets a DELETE through only when the thinning
-- function runs it (a transaction-local setting it sets and clears) and only for a reading that is more
-- than a day old and not the first of its minute, so even a hand-made DELETE under that setting can do no
-- more than the thinning does: no minute of history is ever emptied.
CREATE FUNCTION price_readings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('sarraf.thinning_price_readings', true) = 'on'
     AND OLD.fetched_at < now() - interval '1 day'
     AND EXISTS (
       SELECT 1 FROM price_readings k
        WHERE k.market_id = OLD.market_id AND k.source = OLD.source
          AND k.fetched_at >= date_trunc('minute', OLD.fetched_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
          AND k.fetched_at < (date_trunc('minute', OLD.fetched_at AT TIME ZONE 'UTC') + interval '1 minute')
                             AT TIME ZONE 'UTC'
          AND k.id < OLD.id)
  THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'price_readings is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER price_readings_append_only
  BEFORE UPDATE OR DELETE ON price_readings
  FOR EACH ROW EXECUTE FUNCTION price_readings_append_only();

CREATE TRIGGER price_readings_no_truncate
  BEFORE TRUNCATE ON price_readings
  FOR EACH STATEMENT EXECUTE FUNCTION price_readings_append_only();

-- Thins readings more than a day old to the first of each minute per market and source (UTC minutes);
-- returns how many it removed. The feed's daily job calls it; running it again removes nothing more.
CREATE FUNCTION thin_price_readings() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM set_config('sarraf.thinning_price_readings', 'on', true);
  DELETE FROM price_readings r
   WHERE r.fetched_at < now() - interval '1 day'
     AND EXISTS (
       SELECT 1 FROM price_readings k
        WHERE k.market_id = r.market_id AND k.source = r.source
          AND k.fetched_at >= date_trunc('minute', r.fetched_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
          AND k.fetched_at < (date_trunc('minute', r.fetched_at AT TIME ZONE 'UTC') + interval '1 minute')
                             AT TIME ZONE 'UTC'
          AND k.id < r.id);
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('sarraf.thinning_price_readings', 'off', true);
  RETURN removed;
END
$$;
