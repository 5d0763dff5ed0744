-- Referral rewards (module referral): a referrer's share of the trading fee a person they invited paid,
-- one row per filled order, written in the order's own transaction with the ledger transfer that pays it
-- (from the desk's `fees` house account to the referrer's available Toman, reference 'order:<id>'). The
-- row is what the referral screens read: who earned how much from whom, and when.
CREATE TABLE referral_rewards (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Deferred: the reward is paid while the order fills, before placeOrder inserts the order's row.
  order_id    bigint NOT NULL REFERENCES orders (id) DEFERRABLE INITIALLY DEFERRED,
  referrer_id bigint NOT NULL REFERENCES users (id),
  referred_id bigint NOT NULL REFERENCES users (id),
  -- Whole Toman, more than zero (a share that rounds down to nothing is not paid).
  amount      numeric NOT NULL CHECK (amount > 0 AND amount < 1e18 AND amount = trunc(amount)),
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at  timestamptz NOT NULL,
  CONSTRAINT referral_rewards_one_per_order UNIQUE (order_id),
  CONSTRAINT referral_rewards_one_per_transfer UNIQUE (transfer_id),
  CONSTRAINT referral_rewards_not_self CHECK (referrer_id <> referred_id)
);

-- The summary (totals, this month) and the list (earned per referral) of one referrer.
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id, referred_id, created_at);

-- A reward is history, like the transfer that paid it (ledger_append_only: 0007_ledger.sql).
CREATE TRIGGER referral_rewards_append_only
  BEFORE UPDATE OR DELETE ON referral_rewards FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER referral_rewards_no_truncate
  BEFORE TRUNCATE ON referral_rewards FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
