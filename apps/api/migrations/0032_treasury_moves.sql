-- Treasury moves (issue 26): money in and out of the desk's stock, proposed by one operator and approved or
-- refused by another (maker-checker: never the same person, held here as a CHECK). An approved move names
-- the ledger transfer that booked it (kind `treasury`, between the bank or hot wallet and the inventory).
CREATE TABLE treasury_moves (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency      text NOT NULL REFERENCES desk_stock (currency),
  direction     text NOT NULL CHECK (direction IN ('in', 'out')),
  amount        numeric NOT NULL,
  note          varchar(500) NOT NULL CHECK (btrim(note) <> ''),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by   bigint NOT NULL REFERENCES users (id),
  proposed_at   timestamptz NOT NULL,
  decided_by    bigint REFERENCES users (id),
  decided_at    timestamptz,
  decision_note varchar(500),
  transfer_id   bigint UNIQUE REFERENCES ledger_transfers (id),
  CONSTRAINT treasury_moves_amount_valid
    CHECK (amount > 0 AND amount < 1e18 AND amount = round(amount, CASE currency WHEN 'IRT' THEN 0 ELSE 6 END)),
  CONSTRAINT treasury_moves_four_eyes CHECK (decided_by IS NULL OR decided_by <> proposed_by),
  CONSTRAINT treasury_moves_decision_shape CHECK (
    CASE status
      WHEN 'pending' THEN decided_by IS NULL AND decided_at IS NULL AND transfer_id IS NULL AND decision_note IS NULL
      WHEN 'approved' THEN decided_by IS NOT NULL AND decided_at >= proposed_at AND transfer_id IS NOT NULL
      ELSE decided_by IS NOT NULL AND decided_at >= proposed_at AND transfer_id IS NULL
           AND btrim(decision_note) <> ''
    END)
);

CREATE INDEX treasury_moves_newest ON treasury_moves (id DESC);
CREATE INDEX treasury_moves_pending ON treasury_moves (id) WHERE status = 'pending';

-- Decided once: a pending move may become approved or rejected, and then nothing changes.
CREATE FUNCTION treasury_moves_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending'
     AND (NEW.id, NEW.currency, NEW.direction, NEW.amount, NEW.note, NEW.proposed_by, NEW.proposed_at)
         = (OLD.id, OLD.currency, OLD.direction, OLD.amount, OLD.note, OLD.proposed_by, OLD.proposed_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'treasury_moves: a move is decided once and never changes after'
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;

CREATE TRIGGER treasury_moves_decided_once
  BEFORE UPDATE OR DELETE ON treasury_moves
  FOR EACH ROW EXECUTE FUNCTION treasury_moves_decided_once();
