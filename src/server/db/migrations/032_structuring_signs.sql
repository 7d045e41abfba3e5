-- Deals valued for the compliance thresholds, and signs of structuring (docs/api/clients.md).
--
-- 1. A deal's value for the thresholds: the larger of its total and its total at the day's
--    board rate for its currency and side (a typed rate far from the board cannot bring a deal
--    under the identification threshold). Null on rows written before this column (their
--    total stands for it) and on a crypto deal that could not be valued.
ALTER TABLE exchange_transactions ADD COLUMN base_value numeric(20,2);
ALTER TABLE crypto_transactions ADD COLUMN base_value numeric(20,2);

-- 2. How far back the client-less deals of a register are summed against the identification
--    threshold, per city, beside the thresholds.
ALTER TABLE city_compliance ADD COLUMN structuring_window_minutes integer NOT NULL DEFAULT 30
  CHECK (structuring_window_minutes BETWEEN 1 AND 1440);

-- 3. Signs of structuring: client-less deals at one register whose values together reach the
--    city's identification threshold within the window. One row per burst: found by the deal
--    that completes it (the register's recent deals are read through the registers' existing
--    (cash_register_id, created_at) indexes), grown by the burst's later deals while it is new.
CREATE TABLE structuring_signs (
  id bigserial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id),
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  base_currency_id integer NOT NULL REFERENCES currencies(id),
  total numeric(20,2) NOT NULL,
  threshold numeric(20,2) NOT NULL,
  window_minutes integer NOT NULL,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'checked', 'reported')),
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The open row of a register's burst.
CREATE INDEX structuring_signs_open_idx ON structuring_signs (cash_register_id, last_at) WHERE status = 'new';
-- The queue's order.
CREATE INDEX structuring_signs_first_idx ON structuring_signs (first_at, id);
CREATE TABLE structuring_sign_deals (
  sign_id bigint NOT NULL REFERENCES structuring_signs(id) ON DELETE CASCADE,
  record_kind text NOT NULL CHECK (record_kind IN ('TRANSACTION', 'CRYPTO_TRANSACTION')),
  record_id bigint NOT NULL,
  PRIMARY KEY (sign_id, record_kind, record_id)
);
