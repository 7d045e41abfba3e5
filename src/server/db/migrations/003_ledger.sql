-- Operation persons (Кредиторы / Дебиторы): people the network owes money to or who owe it.
CREATE TABLE operation_persons (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  city_id integer NOT NULL REFERENCES cities(id),
  is_active boolean NOT NULL DEFAULT true,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operation_persons_city_idx ON operation_persons (city_id, is_active, first_name);

-- The ledger. Every movement of money is one or more signed entries on an account:
--   CASH    the cash of a register (cash_register_id) in a currency;
--   TRANSIT money on its way between registers (cash_register_id = the sender);
--   PERSON  what the network owes an operation person (positive = creditor).
-- source_type/source_id name the record that caused the entry; a record and its entries are
-- written in one transaction.
-- No foreign keys here on purpose: the record an entry comes from has them already, and
-- this is the hottest table (several rows per operation, each FK a lookup per row).
-- `ledger verify` checks entries against their records instead.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  account text NOT NULL CHECK (account IN ('CASH', 'TRANSIT', 'PERSON')),
  cash_register_id integer,
  operation_person_id integer,
  currency_id integer NOT NULL,
  amount numeric(28,8) NOT NULL CHECK (amount <> 0),
  entry_kind text NOT NULL,
  source_type text NOT NULL,
  source_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((account = 'PERSON') = (operation_person_id IS NOT NULL)),
  CHECK (account = 'PERSON' OR cash_register_id IS NOT NULL)
);
-- Day balances and reports: a register's entries of one currency in a time range.
CREATE INDEX ledger_cash_idx ON ledger_entries (cash_register_id, currency_id, created_at)
  WHERE account = 'CASH';
CREATE INDEX ledger_person_idx ON ledger_entries (operation_person_id, currency_id)
  WHERE account = 'PERSON';
-- A record's entries (audits, corrections). Kept to these three: every operation writes
-- several entries, and each index is paid on every write.
CREATE INDEX ledger_source_idx ON ledger_entries (source_type, source_id);

-- The running cash balance of each (register, currency): the row every write locks
-- (SELECT … FOR UPDATE) so simultaneous operations cannot overdraw it. It always equals the
-- sum of the register's CASH entries (`ledger verify` checks). avg_cost is the weighted
-- average cost in the base currency of what the register holds (docs/EARNINGS.md).
-- Like the entries it sums, it has no foreign keys: every operation updates it, and a row
-- updated again in the same transaction (the demo seed) would re-run the FK checks each time.
CREATE TABLE cash_balances (
  cash_register_id integer NOT NULL,
  currency_id integer NOT NULL,
  amount numeric(28,8) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  avg_cost numeric(30,12),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cash_register_id, currency_id)
);
