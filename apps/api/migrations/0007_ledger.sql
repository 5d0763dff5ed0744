-- The double-entry ledger (module ledger): accounts, transfers between two accounts of one currency, and
-- two entries per transfer. Written for PostgreSQL 15; also runs on PGlite. Amounts are numeric without a
-- declared scale, so a value with too many decimals is refused by a CHECK instead of being rounded quietly
-- (numeric(p, s) would store 1.0000001 as 1.000000). Toman is whole, Tether has at most 6 decimals.
--
-- Invariants held here rather than in application code:
--   * a person's available and held balances never go below zero (CHECK);
--   * a transfer joins two accounts of its own currency (composite foreign keys);
--   * a transfer has exactly two entries, -amount on the account it leaves and +amount on the one it
--     reaches, so it sums to zero (a unique index and a constraint trigger checked at commit);
--   * transfers and entries are never changed or removed, accounts never change owner, currency or kind;
--   * a hold is a pending transfer, resolved (posted or voided) at most once, for its whole amount.
-- Movements go through the functions further down: one round trip each. Every movement updates a person's
-- account row, so that table carries as few CHECK expressions as possible (PostgreSQL prepares all of them
-- for every UPDATE): what never changes after insert is held by foreign keys instead, which an UPDATE that
-- leaves the key alone does not check. `ledger_check()` at the end checks everything again from the data.

-- The kinds of account there are, per currency: a person's `available` and `held`; the desk's `bank` (Toman
-- at its banks), `hot_wallet` (Tether), `fees`, `inventory` and `referral`. Reference data: migrations
-- change it, nothing else.
CREATE TABLE ledger_account_kinds (
  kind     text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('IRT', 'USDT')),
  personal boolean NOT NULL,
  PRIMARY KEY (kind, currency),
  UNIQUE (kind, currency, personal)
);

INSERT INTO ledger_account_kinds (kind, currency, personal)
VALUES ('available', 'IRT', true), ('available', 'USDT', true),
       ('held', 'IRT', true), ('held', 'USDT', true),
       ('bank', 'IRT', false), ('hot_wallet', 'USDT', false),
       ('fees', 'IRT', false), ('fees', 'USDT', false),
       ('inventory', 'IRT', false), ('inventory', 'USDT', false),
       ('referral', 'IRT', false), ('referral', 'USDT', false);

CREATE TABLE ledger_accounts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL for the desk's own (house) accounts.
  user_id    bigint REFERENCES users (id),
  currency   text NOT NULL,
  kind       text NOT NULL,
  personal   boolean GENERATED ALWAYS AS (user_id IS NOT NULL) STORED,
  -- A person's running balance and the number of entries that made it. NULL on house accounts: nearly
  -- every movement touches one of them, so a balance row there would be one hot row that all movements
  -- queue on. Their balance is the sum of their entries, computed when read.
  balance    numeric,
  version    bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A kind that exists in this currency, owned by a person exactly when it is a personal kind.
  CONSTRAINT ledger_accounts_kind_exists FOREIGN KEY (kind, currency, personal)
    REFERENCES ledger_account_kinds (kind, currency, personal),
  CONSTRAINT ledger_accounts_running_balance_only_for_people
    CHECK ((user_id IS NULL) = (balance IS NULL) AND (balance IS NULL) = (version IS NULL)),
  -- The person's balance never below zero. Its scale needs no check of its own: it only ever changes by
  -- transfer amounts, which are checked.
  CONSTRAINT ledger_accounts_balance_not_negative CHECK (balance >= 0),
  CONSTRAINT ledger_accounts_one_per_owner UNIQUE NULLS NOT DISTINCT (user_id, currency, kind),
  -- The target of the composite foreign keys that keep transfers in their accounts' currency.
  CONSTRAINT ledger_accounts_id_currency UNIQUE (id, currency)
-- Room on each page, so a balance update stays a heap-only (HOT) update next to the old row version.
) WITH (fillfactor = 50);

INSERT INTO ledger_accounts (currency, kind)
SELECT currency, kind FROM ledger_account_kinds WHERE NOT personal ORDER BY currency, kind;

-- TigerBeetle's model: a transfer moves `amount` from one account to another. A hold is a pending transfer
-- (available -> held); one later transfer resolves it, naming it in pending_id: posted (held -> a house
-- account) or voided (held -> available).
CREATE TABLE ledger_transfers (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency        text NOT NULL,
  from_account_id bigint NOT NULL,
  to_account_id   bigint NOT NULL,
  amount          numeric NOT NULL,
  -- What it was for ('deposit', 'withdrawal_hold') and what it belongs to ('wallet_transaction:42').
  kind            varchar(64) NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]*$'),
  reference       varchar(200) NOT NULL,
  pending         boolean NOT NULL DEFAULT false,
  pending_id      bigint REFERENCES ledger_transfers (id),
  resolution      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- Positive, below 10^18, whole Toman or Tether to the micro-unit.
  CONSTRAINT ledger_transfers_amount_valid
    CHECK (amount > 0 AND amount < 1e18 AND amount = round(amount, CASE currency WHEN 'IRT' THEN 0 ELSE 6 END)),
  CONSTRAINT ledger_transfers_two_accounts CHECK (from_account_id <> to_account_id),
  -- A resolving transfer names its hold and says how it ended; a hold resolves nothing itself.
  CONSTRAINT ledger_transfers_resolution_shape
    CHECK (CASE WHEN pending_id IS NULL THEN resolution IS NULL
                ELSE resolution IN ('posted', 'voided') AND NOT pending END),
  CONSTRAINT ledger_transfers_from_same_currency
    FOREIGN KEY (from_account_id, currency) REFERENCES ledger_accounts (id, currency),
  CONSTRAINT ledger_transfers_to_same_currency
    FOREIGN KEY (to_account_id, currency) REFERENCES ledger_accounts (id, currency)
);

-- A hold is resolved at most once. Partial: most transfers resolve nothing and need no index entry here.
CREATE UNIQUE INDEX ledger_transfers_resolved_once ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

-- A resolving transfer names a hold, takes the hold's whole amount in its currency out of the account the
-- hold put it in, and goes back where it came from (voided) or to a house account (posted). Holds never
-- change, so checking once on insert holds for good; the trigger runs only for resolving transfers.
CREATE FUNCTION ledger_transfers_resolve_whole_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold ledger_transfers;
BEGIN
  SELECT * INTO hold FROM ledger_transfers t WHERE t.id = NEW.pending_id;
  IF NOT hold.pending OR hold.currency <> NEW.currency OR hold.amount <> NEW.amount
     OR hold.to_account_id <> NEW.from_account_id
     OR (NEW.resolution = 'voided' AND NEW.to_account_id <> hold.from_account_id)
     OR (NEW.resolution = 'posted'
         AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.to_account_id AND a.user_id IS NULL))
  THEN
    RAISE EXCEPTION 'ledger transfer does not resolve hold % as a whole', NEW.pending_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_resolve_whole_hold';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER ledger_transfers_resolve_whole_hold
  BEFORE INSERT ON ledger_transfers FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL)
  EXECUTE FUNCTION ledger_transfers_resolve_whole_hold();

-- One entry per account a transfer touches: -amount on the account it leaves, +amount on the one it reaches.
-- No CHECKs and no foreign keys of their own, as every row costs here: the commit check below makes each
-- transfer's entries exactly its two legs (so their amounts, accounts and currency are the transfer's,
-- checked there), balance_after is the balance its account's CHECK just allowed, and neither transfers nor
-- entries are ever deleted. A foreign key to the transfer would write two row locks per movement for the
-- one case none of that covers: an entry written by hand for no transfer, which ledger_check() reports.
CREATE TABLE ledger_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id     bigint NOT NULL,
  account_id      bigint NOT NULL,
  currency        text NOT NULL,
  -- Signed: negative leaves the account, positive reaches it.
  amount          numeric NOT NULL,
  -- The person's balance right after this entry and the account version it made (pgledger's entries); NULL
  -- on house accounts, which keep no running balance.
  balance_after   numeric,
  account_version bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- A version is made once; also the index behind a person's statement and a house account's sum.
  CONSTRAINT ledger_entries_version_once UNIQUE (account_id, account_version)
);

-- At most one leaving (negative) and one arriving (positive) entry per transfer: once a transfer has both,
-- nothing can add a third.
CREATE UNIQUE INDEX ledger_entries_one_per_leg ON ledger_entries (transfer_id, (amount > 0));

-- By commit, each new transfer has both its legs, each on the right account and in the transfer's currency;
-- with the index above they are its only entries, and they sum to zero.
CREATE FUNCTION ledger_transfers_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM ledger_entries e
       WHERE e.transfer_id = NEW.id AND e.currency = NEW.currency
         AND ((e.account_id = NEW.from_account_id AND e.amount = -NEW.amount)
           OR (e.account_id = NEW.to_account_id AND e.amount = NEW.amount))) <> 2 THEN
    RAISE EXCEPTION 'ledger transfer % does not have its two entries', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_balanced';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_transfers_balanced
  AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_balanced();

-- History is appended, never rewritten: a correction is a new transfer.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
-- An account keeps its owner, currency and kind for life and is never removed. The trigger fires only when
-- one of these columns is set, so balance updates do not pay for it.
CREATE TRIGGER ledger_accounts_identity_fixed
  BEFORE UPDATE OF user_id, currency, kind OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_accounts_no_truncate
  BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- What every movement function returns: its transfer and the person's balances right after it.
CREATE TYPE ledger_movement AS (transfer_id bigint, available_after numeric, held_after numeric);

-- A person's two accounts of a currency, made together on first use. A concurrent first movement makes
-- the second INSERT wait on the unique index, then do nothing.
CREATE FUNCTION ledger_open_accounts(p_user_id bigint, p_currency text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (user_id, currency, kind, balance, version)
  VALUES (p_user_id, p_currency, 'available', 0, 0), (p_user_id, p_currency, 'held', 0, 0)
  ON CONFLICT DO NOTHING;
END
$$;

-- Locks both of a person's accounts of a currency, in ascending id order (making them on first use). Every
-- movement that changes both takes them this way and the others change only one, so two movements never
-- deadlock each other.
CREATE FUNCTION ledger_lock_person(p_user_id bigint, p_currency text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR attempt IN 1..2 LOOP
    PERFORM 1 FROM ledger_accounts a
      WHERE a.user_id = p_user_id AND a.currency = p_currency ORDER BY a.id FOR UPDATE;
    EXIT WHEN FOUND;
    PERFORM ledger_open_accounts(p_user_id, p_currency);
  END LOOP;
END
$$;

-- Adds `delta` to one of a person's accounts and returns the row after; makes the accounts on first use.
-- A person's balance going below zero stops here, on ledger_accounts_balance_not_negative.
CREATE FUNCTION ledger_change_balance(p_user_id bigint, p_currency text, p_kind text, p_delta numeric)
RETURNS ledger_accounts LANGUAGE plpgsql AS $$
DECLARE
  changed ledger_accounts;
BEGIN
  FOR attempt IN 1..2 LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_delta, version = a.version + 1
     WHERE a.user_id = p_user_id AND a.currency = p_currency AND a.kind = p_kind
    RETURNING * INTO changed;
    IF FOUND THEN RETURN changed; END IF;
    PERFORM ledger_open_accounts(p_user_id, p_currency);
  END LOOP;
  -- Only under REPEATABLE READ or SERIALIZABLE, whose snapshot cannot see a concurrent first movement's
  -- accounts: the transaction must run again.
  RAISE EXCEPTION 'ledger accounts of user % in % are not visible yet', p_user_id, p_currency
    USING ERRCODE = 'serialization_failure';
END
$$;

-- One movement of `amount` from one side to the other, where a side is the person's 'available' or 'held'
-- account of `currency`, or a house account kind. Internal: the application calls the functions below.
-- Only the person's accounts are updated (house accounts are neither locked nor updated).
CREATE FUNCTION ledger_move(
  p_user_id bigint, p_currency text, p_from text, p_to text, p_amount numeric,
  p_kind text, p_reference text, p_pending boolean, p_pending_id bigint, p_resolution text
) RETURNS ledger_movement LANGUAGE plpgsql AS $$
DECLARE
  personal CONSTANT text[] := ARRAY['available', 'held'];
  account  ledger_accounts;
  source   ledger_accounts;
  target   ledger_accounts;
  moved    ledger_movement;
BEGIN
  -- Only holds and their resolutions touch `held`, and a hold only moves available -> held.
  IF (p_from = 'held' OR p_to = 'held') <> (p_pending OR p_pending_id IS NOT NULL)
     OR (p_pending AND (p_from <> 'available' OR p_to <> 'held')) THEN
    RAISE EXCEPTION 'ledger_move: % -> % is not a movement the ledger makes', p_from, p_to
      USING ERRCODE = 'invalid_parameter_value';
  END IF;

  IF p_from = ANY (personal) AND p_to = ANY (personal) THEN
    -- A hold or a void changes both of the person's accounts: lock them in order, update both at once.
    PERFORM ledger_lock_person(p_user_id, p_currency);
    FOR account IN
      UPDATE ledger_accounts a
         SET balance = a.balance + CASE a.kind WHEN p_from THEN -p_amount ELSE p_amount END,
             version = a.version + 1
       WHERE a.user_id = p_user_id AND a.currency = p_currency
      RETURNING *
    LOOP
      IF account.kind = p_from THEN source := account; ELSE target := account; END IF;
    END LOOP;
  ELSIF p_from = ANY (personal) THEN
    source := ledger_change_balance(p_user_id, p_currency, p_from, -p_amount);
    SELECT * INTO target FROM ledger_accounts a
     WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = p_to;
  ELSE
    target := ledger_change_balance(p_user_id, p_currency, p_to, p_amount);
    SELECT * INTO source FROM ledger_accounts a
     WHERE a.user_id IS NULL AND a.currency = p_currency AND a.kind = p_from;
  END IF;
  IF source.id IS NULL OR target.id IS NULL THEN
    RAISE EXCEPTION 'ledger_move: there is no % account % or %', p_currency, p_from, p_to
      USING ERRCODE = 'invalid_parameter_value';
  END IF;

  INSERT INTO ledger_transfers (currency, from_account_id, to_account_id, amount, kind, reference,
                                pending, pending_id, resolution)
  VALUES (p_currency, source.id, target.id, p_amount, p_kind, p_reference, p_pending, p_pending_id,
          p_resolution)
  RETURNING id INTO moved.transfer_id;
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after, account_version)
  VALUES (moved.transfer_id, source.id, p_currency, -p_amount, source.balance, source.version),
         (moved.transfer_id, target.id, p_currency, p_amount, target.balance, target.version);

  -- The person's account this movement did not change is read as it stands (not locked).
  moved.available_after := trim_scale(CASE 'available'
    WHEN source.kind THEN source.balance
    WHEN target.kind THEN target.balance
    ELSE (SELECT a.balance FROM ledger_accounts a
           WHERE a.user_id = p_user_id AND a.currency = p_currency AND a.kind = 'available') END);
  moved.held_after := trim_scale(CASE 'held'
    WHEN source.kind THEN source.balance
    WHEN target.kind THEN target.balance
    ELSE (SELECT a.balance FROM ledger_accounts a
           WHERE a.user_id = p_user_id AND a.currency = p_currency AND a.kind = 'held') END);
  RETURN moved;
END
$$;

-- House -> the person's available balance (an approved deposit, a referral reward).
CREATE FUNCTION ledger_credit(
  p_user_id bigint, p_currency text, p_amount numeric, p_house text, p_kind text, p_reference text
) RETURNS ledger_movement LANGUAGE plpgsql AS $$
BEGIN
  RETURN ledger_move(p_user_id, p_currency, p_house, 'available', p_amount, p_kind, p_reference,
                     false, NULL, NULL);
END
$$;

-- The person's available balance -> house.
CREATE FUNCTION ledger_debit(
  p_user_id bigint, p_currency text, p_amount numeric, p_house text, p_kind text, p_reference text
) RETURNS ledger_movement LANGUAGE plpgsql AS $$
BEGIN
  RETURN ledger_move(p_user_id, p_currency, 'available', p_house, p_amount, p_kind, p_reference,
                     false, NULL, NULL);
END
$$;

-- available -> held, pending until posted or voided; the transfer's id is the hold's id.
CREATE FUNCTION ledger_hold(
  p_user_id bigint, p_currency text, p_amount numeric, p_kind text, p_reference text
) RETURNS ledger_movement LANGUAGE plpgsql AS $$
BEGIN
  RETURN ledger_move(p_user_id, p_currency, 'available', 'held', p_amount, p_kind, p_reference,
                     true, NULL, NULL);
END
$$;

-- Resolves a hold for its whole amount: p_to = 'available' voids it (held -> available), a house kind posts
-- it (held -> house). The held account, which every resolution changes, is locked before the hold is looked
-- at, so of two concurrent resolutions the second sees the first and stops on ledger_transfers_resolved_once.
CREATE FUNCTION ledger_resolve_hold(p_hold_id bigint, p_to text, p_kind text, p_reference text)
RETURNS ledger_movement LANGUAGE plpgsql AS $$
DECLARE
  hold_user_id  bigint;
  hold_currency text;
  hold_amount   numeric;
  held_id       bigint;
BEGIN
  SELECT a.user_id, t.currency, t.amount, a.id INTO hold_user_id, hold_currency, hold_amount, held_id
    FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
   WHERE t.id = p_hold_id AND t.pending;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger hold % does not exist', p_hold_id USING ERRCODE = 'no_data_found';
  END IF;
  IF p_to = 'available' THEN
    -- A void changes both accounts: both locked, in ascending id order.
    PERFORM ledger_lock_person(hold_user_id, hold_currency);
  ELSE
    -- A post changes only `held`: one lock, so no order to keep.
    PERFORM 1 FROM ledger_accounts a WHERE a.id = held_id FOR UPDATE;
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.pending_id = p_hold_id) THEN
    RAISE EXCEPTION 'ledger hold % is already resolved', p_hold_id
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'ledger_transfers_resolved_once';
  END IF;
  RETURN ledger_move(hold_user_id, hold_currency, 'held', p_to, hold_amount, p_kind, p_reference, false,
                     p_hold_id, CASE p_to WHEN 'available' THEN 'voided' ELSE 'posted' END);
END
$$;

-- Every invariant again, from the data: a row per exception (at most max_rows per invariant), nothing when
-- the books are sound. The guards above make most of them impossible; this catches what a guard cannot (data
-- written with triggers off, a restore from a broken copy, a balance row edited by hand). Used by
-- checkLedger, `npm run ledger:check` and every API test file; an operator can run it in psql.
CREATE FUNCTION ledger_check(max_rows integer DEFAULT 50) RETURNS TABLE (invariant text, detail text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- Each transfer is exactly -amount on the account it leaves and +amount on the one it reaches.
  RETURN QUERY SELECT 'transfer_sums_to_zero'::text, found.detail FROM (
      SELECT format('transfer %s: %s entries summing to %s', t.id, count(e.id), coalesce(sum(e.amount), 0))
               AS detail
        FROM ledger_transfers t
        LEFT JOIN ledger_entries e ON e.transfer_id = t.id
       GROUP BY t.id
      HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0
          OR count(*) FILTER (WHERE e.account_id = t.from_account_id AND e.amount = -t.amount) <> 1
          OR count(*) FILTER (WHERE e.account_id = t.to_account_id AND e.amount = t.amount) <> 1
      UNION ALL
      SELECT format('entry %s: transfer %s does not exist', e.id, e.transfer_id) AS detail
        FROM ledger_entries e
       WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)
  ) found LIMIT max_rows;

  -- Transfers, their accounts and their entries share one currency.
  RETURN QUERY SELECT 'one_currency'::text, found.detail FROM (
      SELECT format('transfer %s (%s): accounts %s (%s) -> %s (%s)', t.id, t.currency, f.id, f.currency,
                    o.id, o.currency) AS detail
        FROM ledger_transfers t
        JOIN ledger_accounts f ON f.id = t.from_account_id
        JOIN ledger_accounts o ON o.id = t.to_account_id
       WHERE f.currency <> t.currency OR o.currency <> t.currency
      UNION ALL
      SELECT format('entry %s (%s): account %s (%s)', e.id, e.currency, e.account_id,
                    coalesce(a.currency, 'missing')) AS detail
        FROM ledger_entries e
        LEFT JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.id IS NULL OR a.currency <> e.currency
  ) found LIMIT max_rows;

  -- A person's balance row is the sum of their entries, its version their count, and the last entry's
  -- balance_after and version agree with it.
  RETURN QUERY SELECT 'balance_row_matches_entries'::text, found.detail FROM (
      SELECT format('account %s (user %s %s %s): balance %s version %s, entries sum %s count %s, last %s v%s',
                    a.id, a.user_id, a.currency, a.kind, a.balance, a.version, coalesce(s.total, 0),
                    coalesce(s.n, 0), latest.balance_after, latest.account_version) AS detail
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total, count(*) AS n
                     FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
        LEFT JOIN LATERAL (SELECT e.balance_after, e.account_version FROM ledger_entries e
                            WHERE e.account_id = a.id ORDER BY e.account_version DESC LIMIT 1) latest ON true
       WHERE a.user_id IS NOT NULL
         AND (a.balance IS DISTINCT FROM coalesce(s.total, 0)
              OR a.version IS DISTINCT FROM coalesce(s.n, 0)
              OR (s.n > 0 AND (latest.balance_after IS DISTINCT FROM a.balance
                               OR latest.account_version IS DISTINCT FROM a.version)))
  ) found LIMIT max_rows;

  -- Every entry of a person's account carries the running balance and the next version.
  RETURN QUERY SELECT 'entry_balance_after'::text, found.detail FROM (
      SELECT format('entry %s (account %s v%s): balance_after %s, running sum %s, position %s', r.id,
                    r.account_id, r.account_version, r.balance_after, r.running, r.seq) AS detail
        FROM (SELECT e.id, e.account_id, e.account_version, e.balance_after,
                     sum(e.amount) OVER w AS running, row_number() OVER w AS seq
                FROM ledger_entries e
                JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
              WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_version, e.id)) r
       WHERE r.balance_after IS DISTINCT FROM r.running OR r.account_version IS DISTINCT FROM r.seq
  ) found LIMIT max_rows;

  RETURN QUERY SELECT 'no_negative_person_balance'::text, found.detail FROM (
      SELECT format('account %s (user %s %s %s): balance %s', a.id, a.user_id, a.currency, a.kind, a.balance)
               AS detail
        FROM ledger_accounts a
       WHERE a.user_id IS NOT NULL AND (a.balance < 0 OR a.balance IS NULL)
      UNION ALL
      SELECT format('entry %s (account %s): balance_after %s', e.id, e.account_id, e.balance_after) AS detail
        FROM ledger_entries e
       WHERE e.balance_after < 0
  ) found LIMIT max_rows;

  -- A hold moves a person's available to their held, in one currency.
  RETURN QUERY SELECT 'hold_shape'::text, found.detail FROM (
      SELECT format('hold %s: %s (user %s %s) -> %s (user %s %s)', t.id, f.id, f.user_id, f.kind, o.id,
                    o.user_id, o.kind) AS detail
        FROM ledger_transfers t
        JOIN ledger_accounts f ON f.id = t.from_account_id
        JOIN ledger_accounts o ON o.id = t.to_account_id
       WHERE t.pending
         AND NOT (f.kind = 'available' AND o.kind = 'held' AND f.user_id = o.user_id)
  ) found LIMIT max_rows;

  -- Resolved at most once, for the hold's whole amount and currency, out of the held account it filled,
  -- back to the person's available (voided) or to a house account (posted).
  RETURN QUERY SELECT 'hold_resolved_once_and_whole'::text, found.detail FROM (
      SELECT format('hold %s: resolved %s times', r.pending_id, count(*)) AS detail
        FROM ledger_transfers r
       WHERE r.pending_id IS NOT NULL
       GROUP BY r.pending_id
      HAVING count(*) > 1
      UNION ALL
      SELECT format('transfer %s %s hold %s: amount %s of %s, %s -> %s', r.id, r.resolution, r.pending_id,
                    r.amount, h.amount, r.from_account_id, r.to_account_id) AS detail
        FROM ledger_transfers r
        LEFT JOIN ledger_transfers h ON h.id = r.pending_id
        LEFT JOIN ledger_accounts o ON o.id = r.to_account_id
       WHERE r.pending_id IS NOT NULL
         AND (h.id IS NULL OR NOT h.pending OR h.amount <> r.amount OR h.currency <> r.currency
              OR h.to_account_id <> r.from_account_id
              OR (r.resolution = 'voided' AND r.to_account_id <> h.from_account_id)
              OR (r.resolution = 'posted' AND o.user_id IS NOT NULL))
  ) found LIMIT max_rows;

  -- Only holds and their resolutions touch held money, so held is exactly the holds still open.
  RETURN QUERY SELECT 'held_equals_open_holds'::text, found.detail FROM (
      SELECT format('account %s (user %s %s): held %s, open holds %s', a.id, a.user_id, a.currency, a.balance,
                    coalesce(still_open.total, 0)) AS detail
        FROM ledger_accounts a
        LEFT JOIN (SELECT h.to_account_id, sum(h.amount) AS total
                     FROM ledger_transfers h
                    WHERE h.pending
                      AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = h.id)
                    GROUP BY h.to_account_id) still_open ON still_open.to_account_id = a.id
       WHERE a.kind = 'held' AND a.balance IS DISTINCT FROM coalesce(still_open.total, 0)
  ) found LIMIT max_rows;

  -- All accounts of a currency, people's and the house's, add up to zero.
  RETURN QUERY SELECT 'books_balance'::text, found.detail FROM (
      SELECT format('%s: all entries sum to %s', e.currency, sum(e.amount)) AS detail
        FROM ledger_entries e
       GROUP BY e.currency
      HAVING sum(e.amount) <> 0
  ) found LIMIT max_rows;
END
$$;
