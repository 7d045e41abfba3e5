-- Shifts (docs/PRODUCT-DECISIONS.md "Shifts, corrections and limits"; docs/SHIFTS.md).

-- 1. Banknotes per currency, largest first: the count dialog offers them to count by notes
--    (a convenience that sums to the counted amount). The defaults of well-known codes live in
--    one table, read when a currency is added (currencyService.addCurrency) and here for the
--    currencies that exist already; a currency without defaults is counted by its total.
CREATE TABLE denomination_defaults (
  code text PRIMARY KEY,
  denominations numeric(20,2)[] NOT NULL
);
INSERT INTO denomination_defaults (code, denominations) VALUES
  ('RUB', '{5000,2000,1000,500,200,100,50,10}'),
  ('USD', '{100,50,20,10,5,2,1}'),
  ('EUR', '{500,200,100,50,20,10,5}'),
  ('CNY', '{100,50,20,10,5,1}'),
  ('KZT', '{20000,10000,5000,2000,1000,500,200}'),
  ('TRY', '{200,100,50,20,10,5}'),
  ('GBP', '{50,20,10,5}'),
  ('CHF', '{1000,200,100,50,20,10}'),
  ('JPY', '{10000,5000,2000,1000}'),
  ('AED', '{1000,500,200,100,50,20,10,5}'),
  ('BYN', '{500,200,100,50,20,10,5}'),
  ('UZS', '{200000,100000,50000,20000,10000,5000,2000,1000}'),
  ('KGS', '{5000,2000,1000,500,200,100,50,20}'),
  ('AMD', '{100000,50000,20000,10000,5000,2000,1000}'),
  ('GEL', '{200,100,50,20,10,5}'),
  ('THB', '{1000,500,100,50,20}'),
  ('PLN', '{500,200,100,50,20,10}'),
  ('CZK', '{5000,2000,1000,500,200,100}');

ALTER TABLE currencies ADD COLUMN denominations numeric(20,2)[] NOT NULL DEFAULT '{}'
  CHECK (0 < ALL (denominations));
UPDATE currencies c SET denominations = d.denominations
  FROM denomination_defaults d WHERE d.code = c.code AND NOT c.is_crypto;

-- 2. A register's shift: opened with a count, closed with a count. One open shift per
--    register, judged by the database (two simultaneous opens: one wins, the other is a 409).
--    A closed shift is never edited, except that a supervisor's approval is recorded on it.
CREATE TABLE shifts (
  id serial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  opened_at timestamptz NOT NULL,
  opened_by integer REFERENCES users(id) ON DELETE SET NULL,
  opening_comment text NOT NULL DEFAULT '',
  closed_at timestamptz,
  closed_by integer REFERENCES users(id) ON DELETE SET NULL,
  comment text NOT NULL DEFAULT '',
  -- Set at the close: some difference exceeded the city's threshold, so a supervisor accepts
  -- the explanation (approved_*) — no money moves then.
  needs_approval boolean NOT NULL DEFAULT false,
  approved_by integer REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  approval_comment text NOT NULL DEFAULT '',
  -- The ledger's last entry id once the opening (closing) count was posted. The register's
  -- CASH entries up to it sum to what was counted, and none but counts lies between a close
  -- and the next opening: `ledger verify` checks both (docs/SHIFTS.md).
  opened_upto bigint NOT NULL,
  closed_upto bigint,
  CHECK ((status = 'Closed') = (closed_at IS NOT NULL)),
  CHECK ((status = 'Closed') = (closed_upto IS NOT NULL)),
  CHECK (approved_at IS NULL OR needs_approval)
);
CREATE UNIQUE INDEX shifts_one_open_idx ON shifts (cash_register_id) WHERE status = 'Open';
CREATE INDEX shifts_register_idx ON shifts (cash_register_id, id);
CREATE INDEX shifts_waiting_idx ON shifts (cash_register_id) WHERE needs_approval AND approved_at IS NULL;

-- 3. A count, per currency: what the books said (expected), what was in the drawer (counted).
--    A non-zero difference is posted at once to the ledger as its own entry kind (SURPLUS +,
--    SHORTAGE −; source_type CASH_COUNT, source_id = this row), so right after the count the
--    register's balance equals `counted`; `ledger verify` recomputes both.
CREATE TABLE shift_counts (
  id bigserial PRIMARY KEY,
  shift_id integer NOT NULL REFERENCES shifts(id),
  phase text NOT NULL CHECK (phase IN ('OPEN', 'CLOSE')),
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  expected numeric(28,8) NOT NULL CHECK (expected >= 0),
  counted numeric(28,8) NOT NULL CHECK (counted >= 0),
  counted_at timestamptz NOT NULL,
  UNIQUE (shift_id, phase, currency_id)
);
-- The city reports' cash differences of a period.
CREATE INDEX shift_counts_register_idx ON shift_counts (cash_register_id, counted_at) WHERE counted <> expected;

-- 4. The city's approval threshold, in the base currency: a shift whose differences, valued
--    at the register's average cost, exceed it in absolute value waits for a supervisor.
--    0 (the default): any difference waits.
ALTER TABLE city_limits ADD COLUMN shift_difference_threshold numeric(20,2) NOT NULL DEFAULT 0
  CHECK (shift_difference_threshold >= 0);
