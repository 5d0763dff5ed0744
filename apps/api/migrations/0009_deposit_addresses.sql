-- Tether (USDT TRC-20) deposits (modules/chain). Written for PostgreSQL 15; also runs on PGlite.

-- Each person's own deposit address, derived from the configured account xpub at m/44'/195'/0'/0/i. The
-- index is unique, so no two people ever share an address; indexes are handed out without gaps (a wallet
-- restored from the same key finds every address within its usual gap limit).
CREATE TABLE deposit_addresses (
  user_id          bigint PRIMARY KEY REFERENCES users (id),
  network          text NOT NULL CHECK (network = 'tron'),
  derivation_index integer NOT NULL UNIQUE CHECK (derivation_index >= 0),
  address          text NOT NULL UNIQUE CHECK (address ~ '^T[1-9A-HJ-NP-Za-km-z]{33}$'),
  created_at       timestamptz NOT NULL,
  -- For chain_deposits' reference: a deposit belongs to whoever owns the address it arrived at.
  UNIQUE (address, user_id)
);

-- Every credited transfer, once: one transaction may carry several transfers, each its own (tx, log) row.
-- The crediting transaction inserts here first; a second insert of the same transfer finds the row and
-- credits nothing, however many scans or server processes saw it.
CREATE TABLE chain_deposits (
  tx_hash      text NOT NULL CHECK (tx_hash ~ '^[0-9a-f]{64}$'),
  log_index    integer NOT NULL CHECK (log_index >= 0),
  address      text NOT NULL,
  user_id      bigint NOT NULL,
  amount       numeric(38, 6) NOT NULL CHECK (amount > 0),
  block_number bigint NOT NULL CHECK (block_number >= 0),
  credited_at  timestamptz NOT NULL,
  PRIMARY KEY (tx_hash, log_index),
  FOREIGN KEY (address, user_id) REFERENCES deposit_addresses (address, user_id)
);

CREATE INDEX chain_deposits_user_id_idx ON chain_deposits (user_id, credited_at);

-- Where each address's next scan starts, and when it was last scanned (the least recently scanned go first,
-- so a scan cut short by a rate limit does not starve the same addresses every time). Every transfer before
-- settled_until_ms (block time) is credited or refused for good. A scan that read the listing to its end
-- leaves mid_listing false and the next one starts an overlap window earlier (a late-indexed transfer is not
-- missed); one stopped part way (a page cap, a 429) leaves it true and the next resumes exactly there, so a
-- long history is worked through rather than re-read. Shared by every server process.
CREATE TABLE chain_scan_cursors (
  address          text PRIMARY KEY REFERENCES deposit_addresses (address),
  settled_until_ms bigint NOT NULL CHECK (settled_until_ms >= 0),
  mid_listing      boolean NOT NULL,
  scanned_at       timestamptz NOT NULL
);
