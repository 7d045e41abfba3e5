-- Settlements between cities (docs/SETTLEMENTS.md): a client's transfer taken in one city and
-- paid in another leaves the first holding the second's money; the positions are summed from
-- the transfers themselves, and what is recorded here is how a debt was paid, and which
-- periods are closed.
--
-- 1. A settlement: the debtor city (from_city) pays the creditor (to_city), by bank with a
--    reference on a date, or by a cash order between the two cities' vaults (its cash_order_id;
--    it counts once the order is received or its difference settled, on that day).
CREATE TABLE settlements (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bank', 'cash_order')),
  from_city_id integer NOT NULL REFERENCES cities(id),
  to_city_id integer NOT NULL REFERENCES cities(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(28,8) NOT NULL CHECK (amount > 0),
  reference text NOT NULL DEFAULT '',
  date date,
  cash_order_id bigint UNIQUE REFERENCES cash_orders(id),
  comment text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (from_city_id <> to_city_id),
  CHECK ((kind = 'bank') = (date IS NOT NULL)),
  CHECK ((kind = 'cash_order') = (cash_order_id IS NOT NULL))
);
CREATE INDEX settlements_date_idx ON settlements (date) WHERE date IS NOT NULL;

-- 2. Closed periods, one after another: from_date is the day after the previous period's
--    to_date (for the first, the first day anything moved between two cities). Once closed,
--    nothing may be dated inside.
CREATE TABLE settlement_periods (
  id serial PRIMARY KEY,
  from_date date NOT NULL,
  to_date date NOT NULL UNIQUE,
  closed_by integer REFERENCES users(id) ON DELETE SET NULL,
  closed_at timestamptz NOT NULL,
  CHECK (from_date <= to_date)
);

-- 3. A closed period's figures as they were at closing, per ordered pair of cities and
--    currency: what the period answers from then on, whatever is written later.
CREATE TABLE settlement_period_lines (
  period_id integer NOT NULL REFERENCES settlement_periods(id),
  from_city_id integer NOT NULL REFERENCES cities(id),
  to_city_id integer NOT NULL REFERENCES cities(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  sent numeric(28,8) NOT NULL,
  paid numeric(28,8) NOT NULL,
  settled numeric(28,8) NOT NULL,
  position numeric(28,8) NOT NULL,
  PRIMARY KEY (period_id, from_city_id, to_city_id, currency_id)
);
