-- A withdrawal with a fee holds it apart from what the person receives: two ledger holds made at the request,
-- the net amount (kind 'withdraw', hold_transfer_id) and the fee (kind 'fee', fee_hold_transfer_id). At payout
-- each is posted where it goes (the net to the bank or hot wallet, the fee to 'fees'); a rejection voids both.
-- So the person's statement shows both leaving when they asked and nothing more when it is paid. Written for
-- PostgreSQL 15; also runs on PGlite.
--
-- "Set exactly when fee > 0" holds for every withdrawal requested from now on, but not for those requested
-- before this migration: they hold amount and fee as one hold (no fee_hold_transfer_id), and are paid by
-- releasing it and debiting both parts (see payOut). Their review still updates the row, so a CHECK that
-- demanded the fee hold would refuse it; only the other direction is a constraint.
ALTER TABLE wallet_transactions
  ADD COLUMN fee_hold_transfer_id bigint,
  ADD CONSTRAINT wallet_transactions_fee_hold_withdraw
    CHECK (fee_hold_transfer_id IS NULL OR (type = 'Withdraw' AND fee > 0));

-- As in 0010, with the fee hold among the money fields that never change.
CREATE OR REPLACE FUNCTION wallet_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'wallet_transactions rows are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'Pending' THEN
    RAISE EXCEPTION 'wallet transaction % was already reviewed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.user_id <> OLD.user_id OR NEW.type <> OLD.type OR NEW.currency <> OLD.currency
     OR NEW.amount <> OLD.amount OR NEW.fee <> OLD.fee
     OR NEW.hold_transfer_id IS DISTINCT FROM OLD.hold_transfer_id
     OR NEW.fee_hold_transfer_id IS DISTINCT FROM OLD.fee_hold_transfer_id THEN
    RAISE EXCEPTION 'the money of wallet transaction % is fixed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
