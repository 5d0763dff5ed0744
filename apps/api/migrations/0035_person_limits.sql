-- Limits per person (issue 26): what a person may move a day and a month, by kind.
-- - Kinds: Toman deposits, Toman withdrawals, Tether withdrawals (in USDT) and the Toman value of trades.
-- - Each account type (an individual, or a company once verified as one) has its amounts in settings; an
--   operator may give one person their own (higher or lower), with a note, audited.
-- - A day is a Tehran calendar day and a month a Persian calendar month in Tehran; what counts is read from
--   the movements themselves (requested withdrawals, placed orders, declared deposits), under the person's
--   limits lock, so no counter can drift from the books.
-- - The withdrawal daily limit per currency that withdraw_terms kept for everyone becomes the individual's
--   amount of that kind here: one place for every limit.
CREATE TABLE account_limits (
  account_type varchar(10) NOT NULL CHECK (account_type IN ('individual', 'legal')),
  kind         varchar(15) NOT NULL
    CHECK (kind IN ('irt_deposit', 'irt_withdrawal', 'usdt_withdrawal', 'trade_value')),
  daily        numeric(38, 6) NOT NULL CHECK (daily > 0),
  monthly      numeric(38, 6) NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_type, kind),
  CONSTRAINT account_limits_month_covers_day CHECK (monthly >= daily),
  -- Toman is whole; Tether to 6 decimals (the column's scale).
  CONSTRAINT account_limits_toman_whole
    CHECK (kind = 'usdt_withdrawal' OR (daily = trunc(daily) AND monthly = trunc(monthly)))
);

-- Withdrawals keep the amounts withdraw_terms had (a month ten days of them); deposits follow the references'
-- levels (300 M Toman a day for a verified individual); trading stays well above the approval limit, so the
-- spec's large orders stay possible. A company moves more.
INSERT INTO account_limits (account_type, kind, daily, monthly)
SELECT 'individual', 'irt_withdrawal', daily_limit, daily_limit * 10 FROM withdraw_terms WHERE currency = 'IRT';
INSERT INTO account_limits (account_type, kind, daily, monthly)
SELECT 'individual', 'usdt_withdrawal', daily_limit, daily_limit * 10 FROM withdraw_terms WHERE currency = 'USDT';
INSERT INTO account_limits (account_type, kind, daily, monthly) VALUES
  ('individual', 'irt_deposit', 300000000, 3000000000),
  ('individual', 'trade_value', 10000000000, 100000000000),
  ('legal', 'irt_deposit', 2000000000, 30000000000),
  ('legal', 'irt_withdrawal', 2000000000, 30000000000),
  ('legal', 'usdt_withdrawal', 50000, 500000),
  ('legal', 'trade_value', 50000000000, 1000000000000);

ALTER TABLE withdraw_terms DROP COLUMN daily_limit;

-- One person's own amounts of a kind, in place of their account type's.
CREATE TABLE person_limits (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       varchar(15) NOT NULL
    CHECK (kind IN ('irt_deposit', 'irt_withdrawal', 'usdt_withdrawal', 'trade_value')),
  daily      numeric(38, 6) NOT NULL CHECK (daily > 0),
  monthly    numeric(38, 6) NOT NULL,
  note       varchar(500) NOT NULL CHECK (btrim(note) <> ''),
  set_by     bigint NOT NULL REFERENCES users (id),
  set_at     timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind),
  CONSTRAINT person_limits_month_covers_day CHECK (monthly >= daily),
  CONSTRAINT person_limits_toman_whole
    CHECK (kind = 'usdt_withdrawal' OR (daily = trunc(daily) AND monthly = trunc(monthly)))
);

-- A Toman deposit over the person's limit is money already sent: it is taken for review, never refused, and
-- flagged for the operator with the limit it passed (the day's or the month's) and that limit's amount.
ALTER TABLE wallet_transactions
  ADD COLUMN over_limit_period varchar(7) CHECK (over_limit_period IN ('daily', 'monthly')),
  ADD COLUMN over_limit_amount numeric(38, 6),
  ADD CONSTRAINT wallet_transactions_over_limit_shape CHECK (
    (over_limit_period IS NULL) = (over_limit_amount IS NULL)
    AND (over_limit_period IS NULL OR (type = 'Deposit' AND currency = 'IRT'))
  );
