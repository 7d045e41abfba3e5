-- Deals made at the window while the register could not reach the server (docs/OFFLINE.md).
--
-- 1. The city's offline limit: the largest deal, in the base currency, a register of the city
--    may make without the server. NULL: offline trading is off for the city.
ALTER TABLE cities ADD COLUMN offline_limit numeric(20,2) CHECK (offline_limit > 0);

-- 2. An exchange sent after an outage: created_at is the time at the window (made_at), so it
--    lands on that day everywhere; received_at is when it reached the server (NULL on rows
--    written before this change: they arrived when they were made). offline_flags lists the
--    rules it broke, judged at arrival (empty: clean).
ALTER TABLE exchange_transactions
  ADD COLUMN offline boolean NOT NULL DEFAULT false,
  ADD COLUMN received_at timestamptz,
  ADD COLUMN offline_flags text[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT exchange_transactions_offline_flags CHECK (offline OR cardinality(offline_flags) = 0);

-- 3. A deal made offline is a fact: the cash changed hands, even where the till would now be
--    below zero. The rule "never below zero" moves from this CHECK to the ledger's posting
--    (ledger/posting.ts refuses every online write that would cross it) and to `ledger
--    verify`, which accepts a negative balance only where an offline deal flagged for it is on
--    the books.
ALTER TABLE cash_balances DROP CONSTRAINT IF EXISTS cash_balances_amount_check;

-- 4. The supervisors' queue «Офлайн-операции на проверку»: every flagged offline deal, until
--    someone of its city marks it checked (who and when stay). `id` is the deal's own id: one
--    row per deal, and the audit log names the row as it names every record.
CREATE TABLE offline_reviews (
  id bigint PRIMARY KEY REFERENCES exchange_transactions(id),
  city_id integer NOT NULL REFERENCES cities(id),
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  checked_by integer REFERENCES users(id) ON DELETE SET NULL,
  checked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offline_reviews_queue_idx ON offline_reviews (city_id, (checked_at IS NULL), id DESC);
